// Wrap (safe in 3.9.1): registers Prism's extra languages when the first code
// block is shown, instead of in every page's code (see src/plugins/lazy-prism).
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';

prismIncludeLanguages(Prism);

export default CodeBlock;
