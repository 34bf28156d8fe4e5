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
const TILES: Record<
  Exclude<ImageMotif, "plain">,
  (ink: MotifInks) => { size: [number, number]; body: string }
> = {
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
  // Stockinette: each stitch a V of two slim loops; rows interlock, columns part in a groove.
  knit: (ink) => {
    const loops = [-7, 7, 21]
      .map(
        (cy) =>
          `<ellipse cx="3.5" cy="${cy}" rx="2" ry="6.2" transform="rotate(-26 3.5 ${cy})"/>` +
          `<ellipse cx="8.5" cy="${cy}" rx="2" ry="6.2" transform="rotate(26 8.5 ${cy})"/>`,
      )
      .join("");
    return {
      size: [12, 14],
      body:
        `<rect width="12" height="14" fill="${ink.shadow}" opacity=".24"/>` +
        `<g fill="${ink.highlight}" fill-opacity=".2">${loops}</g>`,
    };
  },
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

interface MotifTile {
  /** Tile size in drawing units. */
  size: readonly [number, number];
  /** Tile size in whole device pixels (see paint.ts for why whole). */
  pixels: readonly [number, number];
  /** The tile's content, drawn in drawing units. */
  body: string;
  /** Whether the motif was turned to run across. */
  turned: boolean;
}

/**
 * One tile of a motif for a drawing where a unit covers `pixelsPerUnit` device pixels, or null
 * for plain. `across` turns stripes and weaves to run across a garment instead of down it; the
 * turn happens inside the tile, because a rotated pattern leaves librsvg's fast path.
 */
export function motifTile(
  motif: ImageMotif,
  ink: MotifInks,
  pixelsPerUnit: number,
  across: boolean,
): MotifTile | null {
  if (motif === "plain") return null;
  const tile = TILES[motif](ink);
  // Only directional weaves turn; knit stitches and waffle cells look wrong on their side.
  const turn = across && (motif === "stripe" || motif === "herringbone");
  const [w, h] = tile.size;
  const size: [number, number] = turn ? [h, w] : [w, h];
  const pixels: [number, number] = [
    Math.max(1, Math.round(size[0] * pixelsPerUnit)),
    Math.max(1, Math.round(size[1] * pixelsPerUnit)),
  ];
  const body = turn ? `<g transform="translate(${h} 0) rotate(90)">${tile.body}</g>` : tile.body;
  return { size, pixels, body, turned: turn };
}
