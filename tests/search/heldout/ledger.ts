/**
 * The ledger of the held-out set (ledger.txt): one line per question ever
 * added, in the order they were added, "<language> <hash> <query>". The hash
 * covers what a question means for the measurement (its query, its answers
 * and its source), so rewording, re-pointing or removing a question leaves a
 * line of the ledger without its question. The query at the end of a line is
 * only there for people and for the messages of the test.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import type {HeldOutQuestion} from './questions';

export type Language = 'en' | 'fr';
export type LedgerEntry = {language: Language; hash: string; query: string; line: number};

export const ledgerFile = fileURLToPath(new URL('./ledger.txt', import.meta.url));

/** The first 16 hexadecimal digits of the SHA-256 of the query, answers and source. */
export const hashOf = ({query, answers, source}: HeldOutQuestion): string =>
  createHash('sha256')
    .update(JSON.stringify([query, answers, source]))
    .digest('hex')
    .slice(0, 16);

export const lineOf = (language: Language, question: HeldOutQuestion): string =>
  `${language} ${hashOf(question)} ${question.query}`;

/** The entries of a ledger's text; lines starting with # and blank lines are comments. */
export function parseLedger(text: string): {entries: LedgerEntry[]; malformed: string[]} {
  const entries: LedgerEntry[] = [];
  const malformed: string[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trimEnd();
    if (line === '' || line.startsWith('#')) return;
    const match = /^(en|fr) ([0-9a-f]{16}) (.+)$/.exec(line);
    if (match) {
      const [, language, hash, query] = match;
      entries.push({language: language as Language, hash, query, line: index + 1});
    } else malformed.push(`line ${index + 1}: "${line}"`);
  });
  return {entries, malformed};
}

export const readLedger = () => parseLedger(readFileSync(ledgerFile, 'utf8'));
