// The Mermaid component, in the browser: a chunk of its own, with the Mermaid
// library, loaded by the pages that draw a diagram (see src/plugins/bundler-rules;
// the server uses diagram.server.ts). If it cannot load (offline, blocked),
// the diagram's source shows instead.
import {lazy} from 'react';
import DiagramSource from './DiagramSource';

export default lazy(() => import('./Diagram').catch(() => ({default: DiagramSource})));
