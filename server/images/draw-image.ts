import { darken, lighten } from "./colour.ts";
import { productFamily } from "./draw-products.ts";
import { drawScene, SCENE_KINDS, SCENE_WIDTH } from "./draw-scenes.ts";
import { heightForWidth, type ImageDesign, type ImageShape, parseImageDesign, parseImageShape } from "./image-design.ts";
import { createPaint, createPalette, FLOOR, n, type Palette, sharedDefs } from "./paint.ts";

// Every catalogue picture is drawn here as SVG from its `design` (docs/decisions/005): a calm
// studio shot of the product, a close-up of its fabric, or a still life for banners. The output
// depends on the design, shape and width only, so any instance renders the same bytes.

export interface DrawImageInput {
  /** A design object, or the JSON text the database holds; odd values fall back to defaults. */
  design: unknown;
  /** portrait | square | landscape; anything else is drawn square. */
  shape: unknown;
  /** Pixel width of the SVG; the height follows from the shape. Defaults to the stage width. */
  width?: number;
}

/** The drawing's own coordinate space per shape; objects are made on a 1000-unit stage. */
const VIEWBOX: Record<ImageShape, { width: number; height: number }> = {
  portrait: { width: 800, height: 1000 },
  square: { width: 1000, height: 1000 },
  landscape: { width: 1600, height: 1000 },
};

// A close-up enlarges the weave about three times, as a macro shot of cloth would.
const CLOSE_UP_SCALE = 3.2;
// Small things (a candle) are enlarged to fill the frame, but not so far that they look inflated.
const MAX_PRODUCT_SCALE = 1.45;

export function drawImage(input: DrawImageInput): string {
  const design = parseImageDesign(input.design);
  const shape = parseImageShape(input.shape);
  const box = VIEWBOX[shape];
  const pixelWidth = Math.round(input.width ?? box.width);
  const pixelHeight = heightForWidth(shape, pixelWidth);
  const palette = createPalette(design);
  const seed = designSeed(design);
  const isScene = SCENE_KINDS.has(design.kind);
  const family = productFamily(design.kind);
  const closeUpOfFabric = design.view === "detail" && (isScene || family.textile);

  const paint = createPaint(palette, true);
  let body: string;
  let extraDefs = "";
  if (closeUpOfFabric) {
    body = fabricCloseUp(palette, box.width, box.height);
    extraDefs = drapeDefs();
  } else if (isScene) {
    // Cover the frame with the scene, centred, so portrait and square crops keep the middle.
    const scale = Math.max(box.width / SCENE_WIDTH, box.height / 1000);
    const x = (box.width - SCENE_WIDTH * scale) / 2;
    const y = (box.height - 1000 * scale) / 2;
    extraDefs = backgroundDefs(palette, (y + (FLOOR - 70) * scale) / box.height, (y + FLOOR * scale) / box.height);
    body =
      `<rect width="${box.width}" height="${box.height}" fill="url(#wall)"/>` +
      `<g transform="translate(${n(x)} ${n(y)}) scale(${Math.round(scale * 1000) / 1000})">${drawScene(paint, seed)}</g>`;
  } else {
    const drawing = family.draw(paint, seed);
    // Products fill the frame alike, whatever their size on the stage, as in a catalogue shoot.
    const [x0, y0, x1, y1] = drawing.bounds;
    let scale = Math.min((box.width * 0.74) / (x1 - x0), (box.height * 0.7) / (y1 - y0), MAX_PRODUCT_SCALE);
    let x = box.width / 2 - ((x0 + x1) / 2) * scale;
    let y = box.height * 0.5 - ((y0 + y1) / 2) * scale;
    if (design.view === "detail") {
      scale *= 2.2;
      x = box.width / 2 - drawing.focus[0] * scale;
      y = box.height / 2 - drawing.focus[1] * scale;
    }
    const floorAt = drawing.hanging ? 1.2 : (y + (FLOOR + 30) * scale) / box.height;
    const horizon = drawing.hanging ? 1.1 : (y + (FLOOR - 150) * scale) / box.height;
    extraDefs = backgroundDefs(palette, horizon, floorAt);
    const [fx, fy] = drawing.focus;
    body =
      `<rect width="${box.width}" height="${box.height}" fill="url(#wall)"/>` +
      `<ellipse cx="${n(x + fx * scale)}" cy="${n(y + fy * scale)}" rx="${n(box.width * 0.42)}" ry="${n(box.height * 0.4)}" fill="url(#glow)"/>` +
      `<g transform="translate(${n(x)} ${n(y)}) scale(${Math.round(scale * 1000) / 1000})">${drawing.svg}</g>`;
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" ` +
    `viewBox="0 0 ${box.width} ${box.height}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${sharedDefs(design, palette, closeUpOfFabric ? CLOSE_UP_SCALE : 1)}${extraDefs}</defs>${body}</svg>`
  );
}

/** A seamless studio sweep: pale wall, a soft turn where it meets the floor, a slightly deeper floor. */
function backgroundDefs(palette: Palette, horizon: number, floor: number): string {
  const wallTop = lighten(palette.background, 0.4);
  const floorTone = darken(palette.background, 0.05);
  const h = clamp(horizon);
  const f = Math.max(h + 0.01, clamp(floor));
  return (
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wallTop}"/>` +
    `<stop offset="${n(h)}" stop-color="${palette.background}"/>` +
    `<stop offset="${n(f)}" stop-color="${floorTone}"/>` +
    `<stop offset="1" stop-color="${lighten(floorTone, 0.04)}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".38"/>` +
    `<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`
  );
}

function clamp(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/** Broad, gentle light and shade, as cloth lying in soft folds. */
function drapeDefs(): string {
  return (
    `<linearGradient id="drape" x1="0" y1="0" x2="1" y2=".6">` +
    `<stop offset="0" stop-color="#fff" stop-opacity=".14"/><stop offset=".28" stop-color="#2e2924" stop-opacity=".07"/>` +
    `<stop offset=".5" stop-color="#fff" stop-opacity=".1"/><stop offset=".78" stop-color="#2e2924" stop-opacity=".1"/>` +
    `<stop offset="1" stop-color="#fff" stop-opacity=".06"/></linearGradient>`
  );
}

function fabricCloseUp(palette: Palette, width: number, height: number): string {
  const flap = `M${n(width * 0.3)} ${height}C${n(width * 0.5)} ${n(height * 0.82)} ${n(width * 0.78)} ${n(height * 0.62)} ${width} ${n(height * 0.4)}V${height}Z`;
  const edge = `M${n(width * 0.3)} ${height}C${n(width * 0.5)} ${n(height * 0.82)} ${n(width * 0.78)} ${n(height * 0.62)} ${width} ${n(height * 0.4)}`;
  const all = `M0 0H${width}V${height}H0Z`;
  return (
    `<path d="${all}" fill="${palette.colour}"/><path d="${all}" fill="url(#motif)"/><path d="${all}" fill="url(#drape)"/>` +
    `<path d="${edge}" fill="none" stroke="#2e2924" stroke-width="40" opacity=".2" filter="url(#soft)" transform="translate(-10 12)"/>` +
    `<path d="${flap}" fill="${palette.colourSoft}"/><path d="${flap}" fill="url(#motif-across)"/><path d="${flap}" fill="url(#shade)"/>` +
    `<path d="${edge}" fill="none" stroke="#fff" stroke-width="3" opacity=".35"/>`
  );
}

/** FNV-1a over the design: small, stable variations (which still life, how a stack sits). */
function designSeed(design: ImageDesign): number {
  const text = `${design.kind}|${design.background}|${design.colour}|${design.accent}|${design.motif}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
