/**
 * The Markdown copy of a page whose code tabs are rendered lazily
 * (src/theme/Tabs): the built page holds only the selected tab's panel, so
 * the copy takes every tab's code from the page's source, and stops the
 * build when the two do not match. The copies of the real pages are tested
 * in tests/built/markdown.test.ts.
 */
import {describe, expect, it} from 'vitest';
import {pageToMarkdown, tabSources} from '@site/src/plugins/page-markdown/toMarkdown';

const source = [
  'Some text.',
  '',
  '<Tabs groupId="api-lang">',
  '<TabItem value="curl" label="curl">',
  '',
  '```bash',
  'curl -X GET "https://example.org/api/"',
  '```',
  '',
  '</TabItem>',
  '<TabItem value="python" label="Python">',
  '',
  '```python',
  'import requests',
  '',
  'print(requests.get("https://example.org/api/").json())',
  '```',
  '',
  '</TabItem>',
  '</Tabs>',
  '',
].join('\n');

/** A built page with one group of tabs, only the first panel rendered. */
const html = (labels: string[]) =>
  `<article><div class="theme-doc-markdown markdown"><p>Some text.</p>` +
  `<div class="tabs-container"><ul role="tablist">${labels
    .map((label, index) => `<li role="tab" aria-selected="${index === 0}">${label}</li>`)
    .join('')}</ul>` +
  `<div role="tabpanel"><div class="theme-code-block language-bash"><pre><code>` +
  `<span class="token-line">curl -X GET "https://example.org/api/"</span></code></pre></div></div>` +
  `</div></div></article>`;

describe('Markdown copies of pages with lazy code tabs', () => {
  it('read each group of tabs of the source, in order, with their code', () => {
    expect(tabSources(source)).toEqual([
      [
        {label: 'curl', code: [{language: 'bash', text: 'curl -X GET "https://example.org/api/"'}]},
        {
          label: 'Python',
          code: [
            {
              language: 'python',
              text: 'import requests\n\nprint(requests.get("https://example.org/api/").json())',
            },
          ],
        },
      ],
    ]);
  });

  it('refuse a tab of the source that holds more than code', () => {
    const prose = source.replace('```python', 'A sentence.\n\n```python');
    expect(() => tabSources(prose, 'docs/x.md')).toThrow(
      'docs/x.md: the tab "Python" holds more than code blocks',
    );
  });

  it('give every tab its label and code, the panels not rendered taken from the source', () => {
    const markdown = pageToMarkdown({
      html: html(['curl', 'Python']),
      url: 'https://example.org/docs/x/',
      diagrams: [],
      tabs: tabSources(source),
    });
    expect(markdown).toContain(
      '**curl**\n\n```bash\ncurl -X GET "https://example.org/api/"\n```\n\n**Python**\n\n```python\nimport requests\n\nprint(',
    );
  });

  it('stop when the page and its source do not have the same tabs', () => {
    expect(() =>
      pageToMarkdown({
        html: html(['curl', 'JavaScript']),
        url: 'https://example.org/docs/x/',
        diagrams: [],
        tabs: tabSources(source),
      }),
    ).toThrow('https://example.org/docs/x/: tab group 1 of 1 shows 1 of its 2 panels');
    expect(() =>
      pageToMarkdown({
        html: html(['curl', 'Python']),
        url: 'https://example.org/docs/x/',
        diagrams: [],
      }),
    ).toThrow('its source (0 group(s)) does not have the same tabs (none)');
  });
});
