/**
 * `asked_in`: the front matter of a recipe that says where readers asked for
 * the job it teaches, a thread of a TiBillet repository or an entry of a
 * product's changelog.
 *
 *   asked_in: https://github.com/TiBillet/Lespass/issues/467
 *   asked_in: [https://github.com/TiBillet/LaBoutik/issues/103, https://github.com/TiBillet/LaBoutik/issues/56]
 *   asked_in: TiBillet/Lespass:CHANGELOG.md#<the entry's heading anchor>
 *
 * Recipes (docs/recipes/ and its French twin) must carry it; the build fails
 * on a recipe without it or with an entry of another form. The check runs in
 * `markdown.parseFrontMatter` (src/markdown/checkedAgainst.ts), where
 * Docusaurus lets a site read its own front matter.
 */

/** A thread of a TiBillet repository, or a changelog entry (the format of tests/tasks). */
export const askedInPattern =
  /^(https:\/\/github\.com\/TiBillet\/[\w.-]+\/(issues|discussions|pull)\/\d+|TiBillet\/[\w.-]+:CHANGELOG\.md#\S+)$/;

/** Whether a docs page (path inside its docs folder) must say where its job was asked. */
export const mustSayWhereAsked = (path: string): boolean =>
  /\.mdx?$/.test(path) && path.split('/')[0] === 'recipes' && !path.endsWith('_category_.json');

/** The entries of a page's `asked_in`, checked. Throws an error naming the file and what is wrong. */
export function readAskedIn(file: string, value: unknown): string[] {
  const entries = Array.isArray(value)
    ? value
    : value === undefined || value === null
      ? []
      : [value];
  if (entries.length === 0) {
    throw new Error(
      `${file}: "asked_in" is missing. A recipe names the thread or changelog entry it answers, for example: asked_in: https://github.com/TiBillet/Lespass/issues/467`,
    );
  }
  return entries.map((entry) => {
    const text = String(entry).trim();
    if (!askedInPattern.test(text)) {
      throw new Error(
        `${file}: "asked_in" holds "${text}", which is neither a thread of a TiBillet repository (https://github.com/TiBillet/<repository>/issues/<number>) nor a changelog entry (TiBillet/<repository>:CHANGELOG.md#<anchor>)`,
      );
    }
    return text;
  });
}
