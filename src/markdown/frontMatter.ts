/**
 * The site's front-matter parsing (`markdown.parseFrontMatter` in
 * docusaurus.config.ts): Docusaurus's own, then two rules of ours.
 *
 * - `checked_against` (./checkedAgainst.ts): required on the pages about the
 *   product, checked wherever it is given.
 * - `translated_from` (./translationRecord.mjs): a translated docs page or
 *   post whose original changed since its recorded hash gets
 *   `outdated_translation_of: <locale of the original>`, which the page
 *   shows as a notice (src/components/TranslationNotice). The record itself
 *   is dropped from what the pages load: only the build needs it.
 *
 * Docusaurus calls it for every Markdown file, both when the docs and blog
 * plugins load their content and when the files are compiled, so the notice
 * follows the originals as they are at build time.
 */
import type {Config} from '@docusaurus/types';
import {parseFrontMatter as parseCheckedAgainst} from './checkedAgainst';
import {recordKey, translationState} from './translationRecord.mjs';

type ParseFrontMatter = NonNullable<NonNullable<Config['markdown']>['parseFrontMatter']>;

export type FrontMatterOptions = {
  siteDir: string;
  /**
   * Translated pages (paths relative to the site) shown as behind their
   * original whatever their record says: the test build shows the notice
   * this way, in both languages (scripts/build-for-tests.mjs).
   */
  showAsOutdated?: string[];
};

export function createParseFrontMatter({
  siteDir,
  showAsOutdated = [],
}: FrontMatterOptions): ParseFrontMatter {
  return async (params) => {
    const result = await parseCheckedAgainst(params);
    const state = translationState(siteDir, params.filePath, params.fileContent, {
      showAsOutdated,
    });
    delete result.frontMatter[recordKey];
    if (state?.stale) result.frontMatter.outdated_translation_of = state.original;
    return result;
  };
}
