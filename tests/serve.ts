/**
 * The built site served as GitHub Pages serves it (scripts/serve.mjs), for
 * the tests that start a server of their own: the W3C check
 * (tests/built/html.test.ts) and the new deployment of the offline spec.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {createServer, type AddressInfo} from 'node:net';
import {join} from 'node:path';

const root = join(__dirname, '..');

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Serves a build folder at a port, once it answers. */
export async function serve(port: number, dir = 'build'): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    ['scripts/serve.mjs', '--port', String(port), '--dir', dir],
    {cwd: root, stdio: 'ignore'},
  );
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return server;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  server.kill();
  throw new Error(`scripts/serve.mjs did not start for ${dir} on port ${port}`);
}

/** Stops a server, once it has exited. */
export async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill();
  await exited;
}
