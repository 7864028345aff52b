// The highlighter, in the browser: a chunk of its own, loaded by the pages
// that show code (see src/plugins/bundler-rules; the server uses highlighter.server.ts).
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock';

export const preloaded: ComponentType<Props> | null = null;

export const load = (): Promise<{default: ComponentType<Props>}> => import('./Highlighted');
