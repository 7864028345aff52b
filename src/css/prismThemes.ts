/**
 * Code block colours with enough contrast for every token (WCAG AA, 4.5:1
 * on the block's background): a stock theme of prism-react-renderer whose
 * too-pale colours are darkened (light theme) or lightened (dark theme)
 * until they pass. Read by docusaurus.config.ts.
 */
import type {PrismTheme} from 'prism-react-renderer';

const minimumContrast = 4.6;

function toRgb(color: string): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})([0-9a-f]{2})?$/i.exec(color)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
  }
  const rgb = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(color);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

const toHex = (rgb: number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.max(0, Math.min(255, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

function luminance([r, g, b]: number[]): number {
  const [R, G, B] = [r, g, b].map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * R + 0.7152 * G + 0.0722 * B;
}

export function contrast(a: string, b: string): number {
  const [x, y] = [toRgb(a), toRgb(b)].map((rgb) => luminance(rgb ?? [0, 0, 0]));
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** Moves a colour towards black (on a light background) or white until it passes. */
function readable(color: string, background: string): string {
  const rgb = toRgb(color);
  if (!rgb || contrast(color, background) >= minimumContrast) return color;
  const darken = luminance(toRgb(background) ?? [255, 255, 255]) > 0.5;
  let current = rgb;
  for (let step = 0; step < 40; step++) {
    current = current.map((c) => (darken ? c * 0.93 : c + (255 - c) * 0.08)) as typeof rgb;
    if (contrast(toHex(current), background) >= minimumContrast) break;
  }
  return toHex(current);
}

export function accessibleTheme(theme: PrismTheme): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  return {
    plain: {...theme.plain, color: readable(theme.plain.color ?? '#000000', background)},
    styles: theme.styles.map((style) => ({
      ...style,
      style: style.style.color
        ? {...style.style, color: readable(style.style.color, background)}
        : style.style,
    })),
  };
}
