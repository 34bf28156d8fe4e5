import type { ImageMotif } from "./image-design.ts";

/** The colours a motif is drawn with, chosen for the fabric it sits on (see draw-image.ts). */
export interface MotifInks {
  /** A deeper tone of the fabric: the shadows of woven and knitted textures. */
  shadow: string;
  /** A paler tone of the fabric: the raised threads. */
  highlight: string;
  /** The printed or woven-in colour of stripes, checks, spots and flowers. */
  print: string;
}

// Each motif is one small tile repeated by SVG; tiles are tiny so librsvg renders them fast.
// Sizes are in the drawing's own units, where a product is about 600 units wide.
const TILES: Record<Exclude<ImageMotif, "plain">, (ink: MotifInks) => { size: [number, number]; body: string }> = {
  stripe: (ink) => ({
    size: [44, 44],
    body: `<rect width="13" height="44" fill="${ink.print}" opacity=".78"/><rect x="19" width="3" height="44" fill="${ink.print}" opacity=".45"/>`,
  }),
  waffle: (ink) => ({
    size: [10, 10],
    body:
      `<rect width="10" height="10" fill="${ink.shadow}" opacity=".16"/>` +
      `<rect x="1.6" y="1.6" width="6.8" height="6.8" rx="1.6" fill="${ink.highlight}" opacity=".26"/>`,
  }),
  check: (ink) => ({
    size: [56, 56],
    body: `<rect width="24" height="56" fill="${ink.print}" opacity=".32"/><rect width="56" height="24" fill="${ink.print}" opacity=".32"/>`,
  }),
  knit: (ink) => ({
    size: [12, 14],
    body:
      `<path d="M1 1.5 6 12.5 11 1.5" fill="none" stroke="${ink.shadow}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" opacity=".24"/>` +
      `<path d="M2.6 1 6 8.8 9.4 1" fill="none" stroke="${ink.highlight}" stroke-width="1.2" stroke-linecap="round" opacity=".24"/>`,
  }),
  floral: (ink) => ({
    size: [64, 64],
    body: flower(16, 16, ink) + flower(48, 48, ink),
  }),
  spot: (ink) => ({
    size: [36, 36],
    body: `<circle cx="9" cy="9" r="4.5" fill="${ink.print}" opacity=".8"/><circle cx="27" cy="27" r="4.5" fill="${ink.print}" opacity=".8"/>`,
  }),
  herringbone: (ink) => ({
    size: [24, 12],
    body:
      `<path d="M0 12 12 0M0 24 12 12M12 6 24 18M12-6 24 6" stroke="${ink.shadow}" stroke-width="3" opacity=".26"/>` +
      `<path d="M0 9 9 0M12 3 21 12" stroke="${ink.highlight}" stroke-width="1.4" opacity=".3"/>`,
  }),
  linen: (ink) => ({
    size: [48, 48],
    body:
      `<path d="M0 3h48M0 11h48M0 20h48M0 27h48M0 36h48M0 44h48" stroke="${ink.shadow}" stroke-width="1.1" opacity=".11"/>` +
      `<path d="M4 0v48M13 0v48M21 0v48M30 0v48M39 0v48M45 0v48" stroke="${ink.shadow}" stroke-width=".9" opacity=".08"/>` +
      `<path d="M2 16h9M26 31h6M35 7h11M14 41h5" stroke="${ink.highlight}" stroke-width="1.4" stroke-linecap="round" opacity=".22"/>`,
  }),
  ribbed: (ink) => ({
    size: [12, 12],
    body: `<rect width="5" height="12" fill="${ink.shadow}" opacity=".2"/><rect x="7" width="2" height="12" fill="${ink.highlight}" opacity=".3"/>`,
  }),
};

function flower(cx: number, cy: number, ink: MotifInks): string {
  const petals = [0, 72, 144, 216, 288]
    .map((angle) => {
      const r = (angle * Math.PI) / 180;
      return `<circle cx="${round(cx + Math.cos(r) * 4.6)}" cy="${round(cy + Math.sin(r) * 4.6)}" r="3.5"/>`;
    })
    .join("");
  return (
    `<path d="M${cx - 8} ${cy + 11}q4-3 8-9" stroke="${ink.print}" stroke-width="1.6" fill="none" opacity=".45"/>` +
    `<g fill="${ink.print}" opacity=".72">${petals}</g><circle cx="${cx}" cy="${cy}" r="2" fill="${ink.highlight}"/>`
  );
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * An SVG `<pattern>` for a motif, or "" for plain. `scale` enlarges the weave for close-ups;
 * `rotate` turns stripes and weaves to run across a garment instead of down it.
 */
export function motifPattern(id: string, motif: ImageMotif, ink: MotifInks, scale = 1, rotate = 0): string {
  if (motif === "plain") return "";
  const tile = TILES[motif](ink);
  const transform = [scale !== 1 ? `scale(${scale})` : "", rotate ? `rotate(${rotate})` : ""].filter(Boolean).join(" ");
  return (
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${tile.size[0]}" height="${tile.size[1]}"` +
    `${transform ? ` patternTransform="${transform}"` : ""}>${tile.body}</pattern>`
  );
}
