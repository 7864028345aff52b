// The stock Mermaid component, which draws in the browser: development only (./live.tsx).
import type {ComponentType} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type {Props} from '@theme/Mermaid';

export default Mermaid as ComponentType<Props>;
