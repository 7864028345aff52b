// The stock Mermaid component, typed for diagram.browser.ts and diagram.server.ts.
import type {ComponentType} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type {Props} from '@theme/Mermaid';

export default Mermaid as ComponentType<Props>;
