// The parts, in the server build: imported statically, so that every page is
// prerendered with them (see parts.browser.ts and src/plugins/bundler-rules).
import * as parts from './parts';

export const prerendering = true;

export const DocMeta = parts.DocMeta;
export const Notice = parts.Notice;
export const Report = parts.Report;
