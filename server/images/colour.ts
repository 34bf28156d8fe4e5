// Small sRGB helpers for the image renderer. Colours arrive as validated `#rrggbb` strings
// (image-design.ts), so these never see user text and can stay simple.

type Rgb = readonly [number, number, number];

function toRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  const channel = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, "0");
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** `t` = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

// Shadows are mixed towards a warm near-black rather than pure black, so shaded neutrals stay
// warm instead of turning grey and muddy.
const WARM_DARK = "#2e2924";

export function darken(colour: string, t: number): string {
  return mix(colour, WARM_DARK, t);
}

export function lighten(colour: string, t: number): string {
  return mix(colour, "#ffffff", t);
}

/** Relative luminance (WCAG), 0 black … 1 white. */
export function luminance(colour: string): number {
  const [r, g, b] = toRgb(colour).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Rough perceptual distance, 0 identical … 1 black against white. */
export function colourDistance(a: string, b: string): number {
  const x = toRgb(a);
  const y = toRgb(b);
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]) / 441.7;
}
