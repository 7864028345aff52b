/**
 * npm run bench, "Against the stock template": the stock Docusaurus classic
 * TypeScript template, made by create-docusaurus at the very version this
 * site runs (from the npm registry), with the same React and the same
 * bundler setting (`future.experimental_faster`, read from the site's own
 * resolved configuration), built and served beside the site.
 *
 * The template and its node_modules are kept between runs in
 * `<tmpdir>/tibillet-bench-stock-<version>/` (installing takes a few
 * minutes); the folder is made again when the versions it was made with
 * change, or with --fresh-stock. The template is built again on every run
 * (unless --skip-stock-build finds an earlier build).
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';

const DOCUSAURUS_VERSION = '3.9.1';

/** The versions the stock site must share with this one (installed here, exact). */
function sharedVersions(siteDir) {
  const version = (name) =>
    JSON.parse(readFileSync(join(siteDir, 'node_modules', name, 'package.json'), 'utf8')).version;
  const site = JSON.parse(readFileSync(join(siteDir, 'package.json'), 'utf8'));
  const core = version('@docusaurus/core');
  if (core !== DOCUSAURUS_VERSION) {
    throw new Error(
      `Stock template: the site runs @docusaurus/core ${core}, the bench compares with ` +
        `${DOCUSAURUS_VERSION}; change DOCUSAURUS_VERSION in scripts/bench-stock.mjs.`,
    );
  }
  return {
    docusaurus: core,
    react: version('react'),
    reactDom: version('react-dom'),
    // The same build tools as the site (SWC's pinned versions, webpackbar).
    overrides: Object.fromEntries(
      Object.entries(site.overrides ?? {}).filter(([name]) => !name.startsWith('@docsearch/')),
    ),
  };
}

function run(command, args, options) {
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    ...options,
    env: {...process.env, NO_UPDATE_NOTIFIER: '1', ...options.env},
  });
  if (result.status !== 0) {
    throw new Error(
      `Stock template: "${command} ${args.join(' ')}" failed in ${options.cwd}:\n` +
        `${result.stdout}\n${result.stderr}`,
    );
  }
  return result;
}

/**
 * The site's resolved `future.experimental_faster`, from the configuration
 * Docusaurus generated for its last build (.docusaurus/docusaurus.config.mjs).
 */
async function siteFasterSetting(siteDir) {
  const generated = join(siteDir, '.docusaurus', 'docusaurus.config.mjs');
  if (!existsSync(generated)) {
    throw new Error(
      `Stock template: ${generated} is missing; build the site first ("npm run build"), ` +
        'so that the template gets the same bundler setting.',
    );
  }
  const {default: config} = await import(`${pathToFileURL(generated).href}?t=${Date.now()}`);
  return config.future.experimental_faster;
}

/** Makes (or reuses) the installed template; returns its folder. */
function prepare({siteDir, dir, fresh, log}) {
  const versions = sharedVersions(siteDir);
  const stamp = JSON.stringify(versions);
  const site = join(dir, 'stock');
  const stampFile = join(dir, 'installed.json');
  if (!fresh && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return site;

  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true});
  log(`stock template: create-docusaurus@${versions.docusaurus} classic --typescript…`);
  run(
    'npx',
    [
      '--yes',
      `create-docusaurus@${versions.docusaurus}`,
      'stock',
      'classic',
      '--typescript',
      '--skip-install',
      '--package-manager',
      'npm',
    ],
    {cwd: dir},
  );
  const packageFile = join(site, 'package.json');
  const manifest = JSON.parse(readFileSync(packageFile, 'utf8'));
  for (const name of Object.keys(manifest.dependencies)) {
    if (name.startsWith('@docusaurus/') && manifest.dependencies[name] !== versions.docusaurus) {
      throw new Error(`Stock template: ${name} is ${manifest.dependencies[name]}, not pinned.`);
    }
  }
  manifest.dependencies['@docusaurus/faster'] = versions.docusaurus;
  manifest.dependencies.react = versions.react;
  manifest.dependencies['react-dom'] = versions.reactDom;
  manifest.overrides = versions.overrides;
  writeFileSync(packageFile, `${JSON.stringify(manifest, null, 2)}\n`);
  log('stock template: npm install (a few minutes, once)…');
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {cwd: site});
  writeFileSync(stampFile, stamp);
  return site;
}

/**
 * The stock template, installed and built with the site's bundler setting.
 * @returns {Promise<{buildDir: string, seconds: number, version: string}>}
 */
export async function buildStock({siteDir, fresh = false, reuse = false, log = console.error}) {
  const dir = join(tmpdir(), `tibillet-bench-stock-${DOCUSAURUS_VERSION}`);
  const site = prepare({siteDir, dir, fresh, log});
  const buildDir = join(site, 'build');
  if (reuse && existsSync(join(buildDir, 'index.html'))) {
    return {buildDir, seconds: NaN, version: DOCUSAURUS_VERSION};
  }
  const faster = await siteFasterSetting(siteDir);

  // The template's config as create-docusaurus wrote it, once; each build
  // starts from it with the site's current setting.
  const configFile = join(site, 'docusaurus.config.ts');
  const pristine = join(dir, 'docusaurus.config.ts.orig');
  if (!existsSync(pristine)) writeFileSync(pristine, readFileSync(configFile));
  const original = readFileSync(pristine, 'utf8');
  const anchor = /^(\s*)v4: true,.*$/m;
  if (!anchor.test(original)) {
    throw new Error(`Stock template: no "v4: true," line in ${configFile} to set the bundler by.`);
  }
  writeFileSync(
    configFile,
    original.replace(
      anchor,
      (line, indent) => `${line}\n${indent}experimental_faster: ${JSON.stringify(faster)},`,
    ),
  );

  log('stock template: building…');
  const docusaurus = join(site, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  run(process.execPath, [docusaurus, 'clear'], {cwd: site});
  const started = performance.now();
  run(process.execPath, [docusaurus, 'build'], {cwd: site});
  return {
    buildDir,
    seconds: (performance.now() - started) / 1000,
    version: DOCUSAURUS_VERSION,
  };
}
