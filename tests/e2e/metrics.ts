/**
 * Counts the end-to-end tests record for the site report
 * (scripts/site-report.mjs): what was tried and what went wrong.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

export const metricsDir = join(__dirname, '..', '..', 'test-results', 'site-metrics');

export function recordMetrics(name: string, metrics: Record<string, number | string[]>): void {
  mkdirSync(metricsDir, {recursive: true});
  writeFileSync(join(metricsDir, `${name}.json`), JSON.stringify(metrics, null, 2));
}
