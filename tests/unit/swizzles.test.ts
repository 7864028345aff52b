/**
 * The swizzled components of src/theme against the installed Docusaurus:
 * every one is in the list (src/theme/swizzles.ts), still exists upstream and
 * was checked against the installed version; each ejected copy, once its
 * TiBillet blocks are taken out and the upstream lines they replace put back,
 * is the installed package's own source, line for line. An upgrade that moves
 * an ejected component fails here, naming the file, with the difference.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {swizzles, type Swizzle} from '@site/src/theme/swizzles';
import {root} from './site';

const themeDir = join(root, 'src/theme');
const read = (file: string) => readFileSync(file, 'utf8');
const packageDir = (name: string) => join(root, 'node_modules', name);
const installedVersion = (name: string): string =>
  JSON.parse(read(join(packageDir(name), 'package.json'))).version;

/** Where a package keeps its theme components, compiled (`lib`) or as source (`src`). */
function upstreamThemeDir(name: Swizzle['package'], form: 'lib' | 'src'): string {
  return name === '@docusaurus/core'
    ? join(packageDir(name), form, 'client/theme-fallback')
    : join(packageDir(name), form, 'theme');
}

/** The first of `<path>.<ext>` and `<path>/index.<ext>` that exists. */
function moduleFile(path: string, extensions: string[]): string | undefined {
  return extensions
    .flatMap((ext) => [`${path}.${ext}`, join(path, `index.${ext}`)])
    .find((file) => existsSync(file));
}

/** The site's file of a swizzle. */
const ownFile = (swizzle: Swizzle) => moduleFile(join(themeDir, swizzle.component), ['tsx', 'ts']);

/**
 * The upstream file an ejected copy was made from: the copy without its
 * header (the `//` lines before upstream's first line) and without its
 * TiBillet blocks, with the upstream lines a block replaces put back. A block
 * opens with a line `// TiBillet: why` (or `{/* TiBillet: why *\/}` among JSX
 * children) and closes with `// /TiBillet` (`{/* /TiBillet *\/}`); inside it,
 * `//- line` (`{/*- line *\/}`) is a line of upstream's that the block replaces,
 * with its indentation before the `//-`.
 */
function upstreamOf(copy: string): string {
  const lines = copy.split('\n');
  let index = 0;
  while (index < lines.length && lines[index]!.startsWith('//')) index++;
  const upstream: string[] = [];
  let open: number | null = null;
  for (; index < lines.length; index++) {
    const line = lines[index]!;
    const trimmed = line.trim();
    const where = `line ${index + 1}`;
    if (/^(\/\/|\{\/\*) TiBillet\b/.test(trimmed)) {
      if (open !== null) throw new Error(`${where}: a TiBillet block opens inside another`);
      open = index;
    } else if (/^(\/\/|\{\/\*) \/TiBillet\b/.test(trimmed)) {
      if (open === null) throw new Error(`${where}: a TiBillet block closes without opening`);
      open = null;
    } else if (open !== null) {
      const replaced =
        /^(\s*)\/\/-(?: (.*))?$/.exec(line) ?? /^(\s*)\{\/\*-(?: (.*?))? \*\/\}$/.exec(line);
      if (replaced) upstream.push(replaced[2] ? replaced[1] + replaced[2] : '');
    } else if (/TiBillet/.test(line)) {
      throw new Error(`${where}: "TiBillet" outside a block's first or last line`);
    } else {
      upstream.push(line);
    }
  }
  if (open !== null) throw new Error(`line ${open + 1}: a TiBillet block that does not close`);
  return upstream.join('\n');
}

/** The files of an ejected copy: its component's own files, not its sub-components' folders. */
function copiedFiles(swizzle: Swizzle): string[] {
  const file = ownFile(swizzle);
  if (!file) return [];
  if (!file.endsWith(join(swizzle.component, `index${file.slice(file.lastIndexOf('.'))}`))) {
    return [file];
  }
  const dir = join(themeDir, swizzle.component);
  return readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => join(dir, entry.name));
}

const ejected = swizzles.filter((swizzle) => swizzle.kind === 'eject');

describe('the list of swizzles (src/theme/swizzles.ts)', () => {
  it('names each component once', () => {
    const names = swizzles.map((swizzle) => swizzle.component);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it("names every file of src/theme that takes the place of a package's component", () => {
    const files = readdirSync(themeDir, {recursive: true, encoding: 'utf8'}).filter((file) =>
      /\.tsx?$/.test(file),
    );
    const packages = [...new Set(swizzles.map((swizzle) => swizzle.package))];
    const listed = new Set(swizzles.map((swizzle) => ownFile(swizzle)));
    const unlisted = files.filter((file) => {
      const component = file.replace(/(\/index)?\.tsx?$/, '');
      const upstream = packages.some((name) =>
        moduleFile(join(upstreamThemeDir(name, 'lib'), component), ['js']),
      );
      return upstream && !listed.has(join(themeDir, file));
    });
    expect(unlisted).toEqual([]);
  });

  it.each(swizzles)('$component: exists here and upstream', (swizzle) => {
    expect(ownFile(swizzle), `src/theme/${swizzle.component}`).toBeDefined();
    const upstream = moduleFile(join(upstreamThemeDir(swizzle.package, 'lib'), swizzle.component), [
      'js',
    ]);
    expect(upstream, `${swizzle.package} has no ${swizzle.component}`).toBeDefined();
  });

  it.each(swizzles)('$component: its header says what it is, and no version', (swizzle) => {
    const text = read(ownFile(swizzle)!);
    const header = text.slice(0, text.search(/^(?!\/\/)/m));
    const kind = {wrap: 'Wrap', eject: 'Eject', replace: 'Replace'}[swizzle.kind];
    expect(header.split('\n')[0]).toMatch(new RegExp(`^// ${kind} \\(src/theme/swizzles\\.ts\\)`));
    expect(header).not.toMatch(/\b\d+\.\d+\.\d+\b/);
  });

  it('was checked against the installed version of each package', () => {
    const behind = swizzles
      .filter((swizzle) => swizzle.version !== installedVersion(swizzle.package))
      .map(
        (swizzle) =>
          `${swizzle.component}: checked against ${swizzle.package} ${swizzle.version}, installed ${installedVersion(swizzle.package)}`,
      );
    expect(behind).toEqual([]);
  });
});

describe('the ejected copies', () => {
  it("are kept out of Prettier, so that they keep upstream's layout", () => {
    const ignored = read(join(root, '.prettierignore')).split('\n');
    const files = ejected.flatMap(copiedFiles).map((file) => file.slice(root.length + 1));
    expect(files.filter((file) => !ignored.includes(file))).toEqual([]);
  });

  describe.each(ejected)('$component', (swizzle) => {
    it.each(copiedFiles(swizzle).map((file) => [file.slice(root.length + 1), file]))(
      "%s is upstream's source, changed only in TiBillet blocks",
      (name, file) => {
        const source = join(
          upstreamThemeDir(swizzle.package, 'src'),
          file.slice(themeDir.length + 1),
        );
        expect(
          existsSync(source),
          `${name}: ${swizzle.package} ${installedVersion(swizzle.package)} ships no ${source.slice(root.length + 1)}`,
        ).toBe(true);
        expect(
          upstreamOf(read(file)),
          `${name}: upstream moved (${swizzle.package} ${installedVersion(swizzle.package)}), or the copy changed outside its TiBillet blocks`,
        ).toBe(read(source));
      },
    );
  });
});

describe('upstreamOf', () => {
  it('takes out the header and the blocks, and puts back the lines they replace', () => {
    const copy = [
      '// Eject (src/theme/swizzles.ts): a header',
      'const a = 1;',
      '// TiBillet: why',
      '//- const b = 2;',
      '//-',
      'const b = 3;',
      '// /TiBillet',
      '  <div>',
      '    {/* TiBillet: why */}',
      '    {/*- <section> */}',
      '    <div>',
      '    {/* /TiBillet */}',
      '  </div>',
    ].join('\n');
    expect(upstreamOf(copy)).toBe(
      ['const a = 1;', 'const b = 2;', '', '  <div>', '    <section>', '  </div>'].join('\n'),
    );
  });

  it('refuses a block that does not close, and a mark outside a block', () => {
    expect(() => upstreamOf('a\n// TiBillet: why\nb')).toThrow(/does not close/);
    expect(() => upstreamOf('a // TiBillet\nb')).toThrow(/outside a block/);
    expect(() => upstreamOf('a\n// /TiBillet')).toThrow(/closes without opening/);
  });
});
