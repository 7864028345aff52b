// The Mermaid component, in the server build: imported statically, so
// prerendering never waits (see diagram.browser.ts).
export {default} from './Diagram';
