// The highlighter, in the server build: imported statically, so every page
// is prerendered with its code highlighted (see highlighter.browser.ts).
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock';
import Highlighted from './Highlighted';

export const preloaded: ComponentType<Props> | null = Highlighted;

export const load = (): Promise<{default: ComponentType<Props>}> =>
  Promise.resolve({default: Highlighted});
