/**
 * The fresh set's later batches, each with its answers as a list, in the
 * order they were written. fresh.test.ts measures each apart and
 * tune.test.ts tunes on all of them: a new batch is added here only.
 */
import type {FreshQuestion} from './fresh-queries-3';
import * as third from './fresh-queries-3';
import * as fourth from './fresh-queries-4';
import * as fifth from './fresh-queries-5';
import * as sixth from './fresh-queries-6';
import * as seventh from './fresh-queries-7';
import * as eighth from './fresh-queries-8';
import * as ninth from './fresh-queries-9';
import * as tenth from './fresh-queries-10';
import * as eleventh from './fresh-queries-11';
import * as twelfth from './fresh-queries-12';
import * as thirteenth from './fresh-queries-13';
import * as fourteenth from './fresh-queries-14';
import * as fifteenth from './fresh-queries-15';
import * as sixteenth from './fresh-queries-16';
import * as seventeenth from './fresh-queries-17';
import * as eighteenth from './fresh-queries-18';
import * as nineteenth from './fresh-queries-19';
import * as twentieth from './fresh-queries-20';

/**
 * `judge`: a batch kept to judge changes to the ranking (src/search/README.md).
 * The tuning tool never tunes on it, and pages are not written for its misses.
 */
export type FreshBatch = {
  name: string;
  english: FreshQuestion[];
  french: FreshQuestion[];
  judge?: true;
};

export const laterBatches: FreshBatch[] = [
  {name: 'third', ...third},
  {name: 'fourth', ...fourth},
  {name: 'fifth', ...fifth},
  {name: 'sixth', ...sixth},
  {name: 'seventh', ...seventh},
  {name: 'eighth', ...eighth},
  {name: 'ninth', ...ninth},
  {name: 'tenth', ...tenth},
  {name: 'eleventh', ...eleventh},
  {name: 'twelfth', ...twelfth, judge: true},
  {name: 'thirteenth', ...thirteenth},
  {name: 'fourteenth', ...fourteenth},
  {name: 'fifteenth', ...fifteenth},
  {name: 'sixteenth', ...sixteenth, judge: true},
  {name: 'seventeenth', ...seventeenth, judge: true},
  {name: 'eighteenth', ...eighteenth},
  {name: 'nineteenth', ...nineteenth},
  {name: 'twentieth', ...twentieth, judge: true},
];

/** The batches the tuning tool tunes on: every later batch but the judges. */
export const tuningBatches = laterBatches.filter((batch) => !batch.judge);
