/**
 * Whether a Markdown table fits a phone, decided at build time from its text.
 *
 * A table stays a table on a narrow screen when every column can be as wide
 * as its longest unbreakable word and, where its text wraps, about sixteen
 * characters a line (narrower, prose reads one or two words a line). The
 * width that asks for, cell padding and borders included, plus the page's
 * margins and the indentation of a list, quote or admonition around the
 * table, must fit the narrowest common phone (360 px). A table that does not
 * becomes a list of cards there (see src/css/tables.css): below 576 px when it
 * would fit a 576 px screen, below the mobile layout's 997 px otherwise. A
 * desktop screen always shows the table.
 *
 * Widths are estimated from the characters, in DejaVu Sans, the widest
 * common `system-ui` font (Linux), and rounded up, so that a table judged to
 * fit does fit with narrower fonts too; tests/e2e proves it at 390 px.
 */

/** A run of a cell's text, and how it is set; `break` is a line break (`<br>`). */
export type Run = {text: string; font: 'text' | 'bold' | 'code'} | {break: true};

/** A table as runs of text: rows of cells, the header row first. */
export type TableText = Run[][][];

export type Stack = 'phone' | 'tablet';

export const layout = {
  /** The narrowest common phone, in CSS px: a table must fit it to stay a table. */
  phone: 360,
  /** Below this width, the "phone" tables become cards. */
  tablet: 576,
  /** Docs, blog and pages: 1rem of margin on each side of the text on a phone. */
  pageMargins: 32,
  fontSize: 16,
  /** Infima: 0.75rem of padding on each side of a cell, 1px borders. */
  cellPadding: 24,
  border: 1,
  /** Inline code: 95% of the text, monospace, 0.6em a character. */
  codeChar: 0.95 * 0.6,
  /** Inline code's padding and border, both sides. */
  codeBox: 5.2,
  /** A column of wrapping text needs about sixteen characters a line. */
  comfortable: 128,
  /** What lists, quotes, admonitions and details take from the width. */
  indent: {list: 32, quote: 24, admonition: 37, details: 34},
};

/**
 * Width of a character of the text font, in em, rounded up from DejaVu Sans
 * (narrow letters and punctuation, capitals, the widest letters, the rest).
 */
export function charEm(char: string, bold: boolean): number {
  let em = 0.64;
  if (/[ ijlI'’.,\u00a0\u202f]/.test(char)) em = 0.33;
  else if (/[frtJ!()[\]\-/:;|\\`"]/.test(char)) em = 0.47;
  else if (/[mwMW@%]/.test(char)) em = 1;
  else if (/[A-Z#+<=>^~&*$]/.test(char)) em = 0.8;
  else if (/[^\u0020-\u024f\u2000-\u206f]/u.test(char)) em = 1.2;
  return bold ? em * 1.12 : em;
}

/** The longest unbreakable stretch of a cell, and its width on one line, in px. */
export function cellWidths(cell: Run[]): {word: number; line: number} {
  let word = 0;
  let current = 0;
  let line = 0;
  let currentLine = 0;
  const endWord = () => {
    word = Math.max(word, current);
    current = 0;
  };
  for (const run of cell) {
    if ('break' in run) {
      endWord();
      line = Math.max(line, currentLine);
      currentLine = 0;
      continue;
    }
    const code = run.font === 'code';
    if (code) {
      current += layout.codeBox;
      currentLine += layout.codeBox;
    }
    for (const char of run.text) {
      // Only spaces break a line: a no-break space belongs to the word.
      const width = code
        ? layout.codeChar * layout.fontSize
        : charEm(char === '\n' || char === '\t' ? ' ' : char, run.font === 'bold') *
          layout.fontSize;
      currentLine += width;
      if (/[ \t\r\n]/.test(char)) endWord();
      else current += width;
    }
  }
  endWord();
  return {word, line: Math.max(line, currentLine)};
}

/** The width a table asks for on a phone, in px, borders included. */
export function tableWidth(rows: TableText): number {
  const columns: number[] = [];
  for (const row of rows) {
    row.forEach((cell, index) => {
      const {word, line} = cellWidths(cell);
      const needed = Math.max(word, Math.min(line, layout.comfortable));
      columns[index] = Math.max(columns[index] ?? 0, needed);
    });
  }
  return columns.reduce(
    (sum, column) => sum + column + layout.cellPadding + layout.border,
    layout.border,
  );
}

/**
 * How a table of this width, inside this much indentation, shows on small
 * screens: as it is (undefined), or as cards below 576 px ("phone") or below
 * 997 px ("tablet").
 */
export function stackFor(width: number, indent: number): Stack | undefined {
  const screen = width + indent + layout.pageMargins;
  if (screen <= layout.phone) return undefined;
  return screen <= layout.tablet ? 'phone' : 'tablet';
}
