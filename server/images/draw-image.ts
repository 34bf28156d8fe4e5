import { darken, lighten } from "./colour.ts";
import { productFamily } from "./draw-products.ts";
import { chooseScene, SCENE_KINDS, SCENE_WIDTH } from "./draw-scenes.ts";
import {
  detailVariant,
  heightForWidth,
  type ImageDesign,
  type ImageShape,
  parseImageDesign,
  parseImageShape,
} from "./image-design.ts";
import {
  createPaint,
  createPalette,
  FLOOR,
  motifInks,
  n,
  type Paint,
  type Palette,
  PatternBook,
  sharedDefs,
} from "./paint.ts";

// Every catalogue picture is drawn here as SVG from its `design`: a calm studio shot of the
// product, a close-up of its fabric, or a still life for banners. The output depends on the
// design, shape and width only, so every instance renders the same bytes for the same image.

interface DrawImageInput {
  /** A design object, or the JSON text the database holds; odd values fall back to defaults. */
  design: unknown;
  /** portrait | square | landscape; anything else is drawn square. */
  shape: unknown;
  /** Pixel width of the SVG; the height follows from the shape. Defaults to the frame's width. */
  width?: number;
  /** The row's position in its owner's gallery; tells a second detail picture from the first. */
  position?: number;
}

/** The drawing's own coordinate space per shape; objects are made on a 1000-unit stage. */
const FRAME: Record<ImageShape, { width: number; height: number }> = {
  portrait: { width: 800, height: 1000 },
  square: { width: 1000, height: 1000 },
  landscape: { width: 1600, height: 1000 },
};

// A close-up enlarges the weave about three times, as a macro shot of cloth would.
const CLOSE_UP_SCALE = 3.2;
// Small things (a candle) are enlarged to fill the frame, but not so far that they look inflated.
const MAX_PRODUCT_SCALE = 1.45;
// How much a detail view of a hard good (a candle, a vase) zooms in on it.
const DETAIL_ZOOM = 1.7;
// Wide banners show the whole still life, a little enlarged about the floor.
const SCENE_ZOOM = 1.2;

export function drawImage(input: DrawImageInput): string {
  const design = parseImageDesign(input.design);
  const shape = parseImageShape(input.shape);
  const frame = FRAME[shape];
  const pixelWidth = Math.round(input.width ?? frame.width);
  const pixelHeight = heightForWidth(shape, pixelWidth);
  const palette = createPalette(design);
  const seed = designSeed(design);
  const isScene = SCENE_KINDS.has(design.kind);
  const family = productFamily(design.kind);
  const variant = detailVariant(design, input.position);
  // Hard goods have no cloth to show: their detail is always a closer look.
  const fabricCloseUp = variant === "fabric" && (isScene || family.textile);

  const book = new PatternBook(design, motifInks(palette), fabricCloseUp ? CLOSE_UP_SCALE : 1);
  // Device pixels per frame unit: the SVG's viewBox is the frame, its size the requested pixels.
  const paint = createPaint(palette, book, pixelWidth / frame.width);
  let body: string;
  let backgroundDefs = "";
  if (fabricCloseUp) {
    body = drawFabricCloseUp(paint, frame.width, frame.height);
  } else if (isScene) {
    const scene = chooseScene(seed);
    // Cover the frame with the scene. A wide frame shows it all; narrower ones centre on the
    // main subject (the bed, the bench) so a category tile never shows half a vase.
    const wide = shape === "landscape";
    const scale = Math.max(frame.width / SCENE_WIDTH, frame.height / 1000) * (wide ? SCENE_ZOOM : 1);
    const centre = wide ? SCENE_WIDTH / 2 : scene.subject;
    const x = Math.min(0, Math.max(frame.width - SCENE_WIDTH * scale, frame.width / 2 - centre * scale));
    const y = frame.height * (wide ? 0.9 : 0.86) - FLOOR * scale;
    backgroundDefs = studioBackground(
      palette,
      (y + (FLOOR - 120) * scale) / frame.height,
      (y + (FLOOR + 10) * scale) / frame.height,
    );
    body =
      `<rect width="${frame.width}" height="${frame.height}" fill="url(#wall)"/>` +
      paint.place(x, y, scale, scene.draw);
  } else {
    // Products fill the frame alike whatever their size on the stage, as in a catalogue shoot.
    // The first call only reads the drawing's extent; it is cheap string building.
    const probe = family.draw(createPaint(palette, new PatternBook(design, motifInks(palette), 1), 1), seed);
    const [x0, y0, x1, y1] = probe.bounds;
    let scale = Math.min(
      (frame.width * 0.74) / (x1 - x0),
      (frame.height * 0.7) / (y1 - y0),
      MAX_PRODUCT_SCALE,
    );
    let x = frame.width / 2 - ((x0 + x1) / 2) * scale;
    let y = frame.height / 2 - ((y0 + y1) / 2) * scale;
    if (variant) {
      scale *= DETAIL_ZOOM;
      x = frame.width / 2 - probe.focus[0] * scale;
      y = frame.height / 2 - probe.focus[1] * scale;
    }
    // Hanging things get a plain wall; standing things a floor that turns up into the wall.
    const horizon = probe.hanging ? 1.1 : (y + (FLOOR - 150) * scale) / frame.height;
    const floor = probe.hanging ? 1.2 : (y + (FLOOR + 30) * scale) / frame.height;
    backgroundDefs = studioBackground(palette, horizon, floor);
    const [fx, fy] = probe.focus;
    body =
      `<rect width="${frame.width}" height="${frame.height}" fill="url(#wall)"/>` +
      `<ellipse cx="${n(x + fx * scale)}" cy="${n(y + fy * scale)}" rx="${n(frame.width * 0.42)}" ry="${n(frame.height * 0.4)}" fill="url(#glow)"/>` +
      paint.place(x, y, scale, (inner) => family.draw(inner, seed).svg);
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" ` +
    `viewBox="0 0 ${frame.width} ${frame.height}">` +
    `<defs>${sharedDefs()}${backgroundDefs}${book.defs()}</defs>${body}</svg>`
  );
}

/** A seamless studio sweep: pale wall, a soft turn where it meets the floor, a slightly deeper floor. */
function studioBackground(palette: Palette, horizon: number, floor: number): string {
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

/** Cloth filling the frame, with a fold turned back across one corner and broad soft drapes. */
function drawFabricCloseUp(paint: Paint, width: number, height: number): string {
  const curve = `C${n(width * 0.5)} ${n(height * 0.82)} ${n(width * 0.78)} ${n(height * 0.62)} ${width} ${n(height * 0.4)}`;
  const edge = `M${n(width * 0.3)} ${height}${curve}`;
  const flap = `${edge}V${height}Z`;
  const all = `M0 0H${width}V${height}H0Z`;
  // The shadow the fold casts, in soft steps rather than a (slow) blur.
  const shadow = [60, 36, 16]
    .map((w) => `<path d="${edge}" stroke-width="${w}" stroke-opacity=".07"/>`)
    .join("");
  return (
    paint.fabric(all, { light: "none" }) +
    `<path d="${all}" fill="url(#drape)"/>` +
    `<g fill="none" stroke="#2e2924" transform="translate(-8 10)">${shadow}</g>` +
    paint.fabric(flap, { tone: "soft", across: true }) +
    `<path d="${edge}" fill="none" stroke="#fff" stroke-width="3" opacity=".35"/>` +
    `<linearGradient id="drape" x1="0" y1="0" x2="1" y2=".6">` +
    `<stop offset="0" stop-color="#fff" stop-opacity=".14"/><stop offset=".28" stop-color="#2e2924" stop-opacity=".07"/>` +
    `<stop offset=".5" stop-color="#fff" stop-opacity=".1"/><stop offset=".78" stop-color="#2e2924" stop-opacity=".1"/>` +
    `<stop offset="1" stop-color="#fff" stop-opacity=".06"/></linearGradient>`
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
  // FNV's low bits barely change between similar designs; a final avalanche spreads them.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}
