// The modules the diagrams plugin writes (./index.ts, contentLoaded).
declare module '@diagram-drawings/index.js' {
  /** Every drawing's SVG, by its id: imported by the server build only. */
  const drawings: Record<string, string>;
  export default drawings;
}
