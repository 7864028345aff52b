// The stock code block, with Prism's extra languages registered: loaded by
// the CodeBlock wrapper (index.tsx) on pages that show code.
import type {ComponentType} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';

prismIncludeLanguages(Prism);

export default CodeBlock as ComponentType<Props>;
