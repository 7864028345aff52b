/**
 * The content standard (shared/content.md), checked on the source files of
 * both languages: twins at the same path with the same front matter and
 * heading ids, explicit ids on every heading, tags from the tags files (and
 * every tag used), enough prose, no placeholder text.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {load as parseYaml} from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {
  docFiles,
  docsDir,
  frenchBlogDir,
  frenchDocsDir,
  frontMatter,
  plainFrenchSpace,
  root,
} from './site';

const englishDocs = docFiles();
const frenchDocs = docFiles(frenchDocsDir);
const rel = (file: string, dir: string) => relative(dir, file);

/** A page without its front matter, blanked rather than cut so that line numbers stay the file's. */
function body(file: string): string {
  return readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, (front) =>
    front.replace(/[^\n]/g, ''),
  );
}

/** Words of prose: no code, tables, imports, JSX tags, HTML comments or link targets. */
export function proseWords(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .split('\n')
    .filter((line) => !/^\s*\|/.test(line) && !/^import /.test(line) && !/^:::/.test(line))
    .join('\n')
    .replace(/<[^>\n]+>/g, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\{#[\w-]+\}/g, ' ');
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length;
}

function headingIds(file: string): string[] {
  return [
    ...body(file)
      .replace(/```[\s\S]*?```/g, '')
      .matchAll(/^#{2,6} .*?\{#([\w-]+)\}\s*$/gm),
  ].map((match) => match[1]);
}

function tagsOf(file: string): string[] {
  const raw = frontMatter(file).tags ?? '';
  return raw
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

function tagKeys(file: string): Map<string, string> {
  const text = readFileSync(file, 'utf8');
  return new Map(
    [...text.matchAll(/^([\w-]+):\s*\n(?:\s+\w+:.*\n)*?\s+permalink:\s*(\S+)/gm)].map((match) => [
      match[1],
      match[2],
    ]),
  );
}

describe('docs in both languages', () => {
  it('have a French twin for every English page, and no French page alone', () => {
    const english = englishDocs.map((file) => rel(file, docsDir)).sort();
    const french = frenchDocs.map((file) => rel(file, frenchDocsDir)).sort();
    expect(english.length).toBeGreaterThanOrEqual(66);
    expect(french).toEqual(english);
  });

  it.each(englishDocs.map((file) => [rel(file, docsDir), file]))(
    '%s: same front matter keys and heading ids in both languages',
    (path, file) => {
      const twin = join(frenchDocsDir, path);
      const [en, fr] = [frontMatter(file), frontMatter(twin)];
      for (const key of ['sidebar_position', 'tags', 'slug', 'id']) {
        expect(fr[key], `${key} of ${path}`).toBe(en[key]);
      }
      for (const key of ['title', 'description']) {
        expect(en[key], `${key} of ${path}`).toBeTruthy();
        expect(fr[key], `${key} of the French ${path}`).toBeTruthy();
      }
      expect(headingIds(twin)).toEqual(headingIds(file));
    },
  );

  it('have front matter that is valid YAML (a colon in a value needs quotes)', () => {
    const invalid = [...englishDocs, ...frenchDocs].flatMap((file) => {
      const block = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1];
      if (block === undefined) return [`${relative(root, file)}: no front matter`];
      try {
        parseYaml(block);
        return [];
      } catch (error) {
        return [`${relative(root, file)}: ${(error as Error).message.split('\n')[0]}`];
      }
    });
    expect(invalid).toEqual([]);
  });

  it('give every H2 and H3 an explicit id', () => {
    const missing = [...englishDocs, ...frenchDocs].flatMap((file) =>
      body(file)
        .replace(/```[\s\S]*?```/g, '')
        .split('\n')
        .filter((line) => /^#{2,3} /.test(line) && !/\{#[\w-]+\}\s*$/.test(line))
        .map((line) => `${relative(root, file)}: ${line}`),
    );
    expect(missing).toEqual([]);
  });

  it('have no H1 in the body: the title comes from the front matter', () => {
    const withH1 = [...englishDocs, ...frenchDocs].filter((file) =>
      /^# /m.test(body(file).replace(/```[\s\S]*?```/g, '')),
    );
    expect(withH1.map((file) => relative(root, file))).toEqual([]);
  });

  it('have at least 300 words of prose, except the API reference', () => {
    const short = [...englishDocs, ...frenchDocs]
      .filter((file) => !/\/api\//.test(relative(root, file)))
      .map((file) => [relative(root, file), proseWords(body(file))] as const)
      .filter(([, words]) => words < 300);
    expect(short).toEqual([]);
  });

  it('give every API endpoint a curl, a Python and a JavaScript example', () => {
    const api = englishDocs.filter((file) => /\/api\//.test(relative(root, file)));
    for (const file of [...api, ...api.map((f) => join(frenchDocsDir, rel(f, docsDir)))]) {
      const text = body(file);
      const curl = (text.match(/<TabItem value="curl"/g) ?? []).length;
      expect((text.match(/<TabItem value="python"/g) ?? []).length, file).toBe(curl);
      expect((text.match(/<TabItem value="(js|javascript)"/g) ?? []).length, file).toBe(curl);
      if (!file.endsWith('intro.md')) expect(curl, file).toBeGreaterThan(0);
    }
  });

  it('write French with French typography: a no-break space before : ; ! ? » and after «', () => {
    const files = [
      ...frenchDocs,
      ...readdirSync(frenchBlogDir)
        .filter((file) => /\.mdx?$/.test(file))
        .map((file) => join(frenchBlogDir, file)),
    ];
    const plainSpace = files.flatMap((file) =>
      body(file)
        .replace(/```[\s\S]*?```/g, (code) => code.replace(/[^\n]/g, ''))
        .split('\n')
        .flatMap((line, index) => {
          const prose = line
            .replace(/`[^`\n]*`/g, '')
            .replace(/\]\([^)]*\)/g, ']')
            .replace(/<!--.*?-->/g, '')
            .replace(/https?:\/\/\S+/g, '');
          return plainFrenchSpace.test(prose) ? [`${relative(root, file)}:${index + 1}`] : [];
        }),
    );
    expect(plainSpace).toEqual([]);
  });

  it('contain no placeholder text', () => {
    const placeholder = /\b(TODO|TBD|FIXME|lorem ipsum|coming soon)\b|bientôt disponible/i;
    const files = [
      ...englishDocs,
      ...frenchDocs,
      ...readdirSync(join(root, 'blog')).map((file) => join(root, 'blog', file)),
    ];
    expect(
      files.filter((file) => placeholder.test(body(file))).map((f) => relative(root, f)),
    ).toEqual([]);
  });
});

describe('tags', () => {
  const english = tagKeys(join(docsDir, 'tags.yml'));
  const french = tagKeys(join(frenchDocsDir, 'tags.yml'));

  it('are the 49 of the spec, with the same keys and permalinks in both languages', () => {
    expect(english.size).toBe(49);
    expect([...french.entries()]).toEqual([...english.entries()]);
  });

  it('are each used by at least one page in each language', () => {
    for (const [files, label] of [
      [englishDocs, 'English'],
      [frenchDocs, 'French'],
    ] as const) {
      const used = new Set(files.flatMap(tagsOf));
      expect(
        [...english.keys()].filter((tag) => !used.has(tag)),
        label,
      ).toEqual([]);
    }
  });
});

describe('blog in both languages', () => {
  it('has a French twin of every post, and at least 8 posts over 2 years', () => {
    const posts = readdirSync(join(root, 'blog')).filter((file) =>
      /^\d{4}-\d\d-\d\d-.*\.mdx?$/.test(file),
    );
    expect(posts.length).toBeGreaterThanOrEqual(8);
    expect(new Set(posts.map((post) => post.slice(0, 4))).size).toBeGreaterThanOrEqual(2);
    expect(posts.filter((post) => !existsSync(join(frenchBlogDir, post)))).toEqual([]);
  });
});
