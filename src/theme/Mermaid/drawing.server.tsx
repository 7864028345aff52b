// A drawing, in the server build: its SVG written into the page (see drawing.browser.tsx).
import type {ReactNode} from 'react';
import drawings from '@diagram-drawings/index.js';
import {containerClass, named, type DrawingProps} from './types';

export default function Drawing({id, name}: DrawingProps): ReactNode {
  const svg = drawings[id];
  if (!svg) throw new Error(`No drawing ${id}: run npm run diagrams (src/plugins/diagrams).`);
  return <div className={containerClass} dangerouslySetInnerHTML={{__html: named(svg, name)}} />;
}
