// WCAG 2.1 AA: normal-size text needs a contrast ratio of at least 4.5:1. Promo and global banners take their
// colours from content; a pair an editor chose that is too faint is darkened (or lightened) just enough to read,
// keeping its hue, rather than shown unreadable.
export const MIN_TEXT_CONTRAST = 4.5;

type Rgb = [number, number, number];

function parseHex(colour: string): Rgb | null {
  const match = colour.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i);
  if (!match) return null;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join("") : match[1]!;
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number | null {
  const first = parseHex(a);
  const second = parseHex(b);
  if (!first || !second) return null;
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// Each pair worked out once per process or page: a banner's colours are read again at every render (a listing's
// hydration spent about 2 ms on them), and content has few pairs. Bounded all the same: content can change.
const readable = new Map<string, { text: string; background: string }>();
const MOST_PAIRS = 256;

/** The colours to render: unchanged when readable or not plain hex, else the background moved away from the text. */
export function readableColours(
  text: string,
  background: string,
): Readonly<{ text: string; background: string }> {
  const key = `${text}|${background}`;
  let colours = readable.get(key);
  if (!colours) {
    if (readable.size >= MOST_PAIRS) readable.clear();
    colours = workOutReadableColours(text, background);
    readable.set(key, colours);
  }
  return colours;
}

function workOutReadableColours(text: string, background: string): { text: string; background: string } {
  const textRgb = parseHex(text);
  let backgroundRgb = parseHex(background);
  if (!textRgb || !backgroundRgb) return { text, background };
  const towards = luminance(textRgb) > luminance(backgroundRgb) ? 0 : 255;
  for (let step = 0; step < 20; step++) {
    const ratio = contrastRatio(text, toHex(backgroundRgb));
    if (ratio !== null && ratio >= MIN_TEXT_CONTRAST) break;
    backgroundRgb = backgroundRgb.map((c) => c + (towards - c) * 0.1) as Rgb;
  }
  const adjusted = toHex(backgroundRgb);
  return { text, background: adjusted === toHex(parseHex(background)!) ? background : adjusted };
}
