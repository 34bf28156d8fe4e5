import { productFamily } from "./draw-products.ts";
import { FLOOR, floorShadow, type Paint, polygon, roundedRect } from "./paint.ts";

// Banners, article and category pictures: an airy still life on a 1600 x 1000 stage, built from
// the product drawings. The design's colour dresses the main textile; the accent and soft
// neutrals dress the supporting objects, so a banner always matches the range it promotes.

export const SCENE_WIDTH = 1600;

export const SCENE_KINDS: ReadonlySet<string> = new Set([
  "banner",
  "article",
  "category",
  "hero",
  "promo",
  "story",
]);

/** Stands a product drawing (its base is at 500, FLOOR on its stage) at (x, y) with a scale. */
function standOn(k: Paint, kind: string, seed: number, x: number, y: number, scale: number): string {
  return k.place(
    x - 500 * scale,
    y - FLOOR * scale,
    scale,
    (inner) => productFamily(kind).draw(inner, seed).svg,
  );
}

/** Late-morning light falling on the wall from a window out of frame. */
function windowLight(x: number): string {
  return (
    `<linearGradient id="window" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset=".5" stop-color="#fff" stop-opacity=".32"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
    `<path d="${polygon([
      [x, 0],
      [x + 300, 0],
      [x + 520, 700],
      [x + 220, 700],
    ])}" fill="url(#window)"/>`
  );
}

function bedroom(k: Paint, seed: number): string {
  const p = k.palette;
  const accent = k.withColour(p.accent);
  const table =
    k.solid(roundedRect(250, 618, 220, 28, 6), p.wood) +
    k.solid(roundedRect(262, 644, 196, 168, 4), p.woodDeep) +
    `<path d="M274 726H446" stroke="${p.wood}" stroke-width="3" opacity=".6"/>` +
    floorShadow(360, FLOOR, 130);
  return (
    windowLight(160) +
    table +
    standOn(accent, "candle", seed, 320, 622, 0.36) +
    standOn(k.withColour(p.paper), "vase", seed, 410, 622, 0.42) +
    standOn(k, "duvet-cover", seed, 880, FLOOR, 1) +
    standOn(accent, "throw", seed, 1300, FLOOR, 0.38)
  );
}

function bathroom(k: Paint, seed: number): string {
  const p = k.palette;
  const bench =
    floorShadow(800, FLOOR, 460) +
    k.solid(roundedRect(420, 640, 26, 180, 6), p.woodDeep) +
    k.solid(roundedRect(1154, 640, 26, 180, 6), p.woodDeep) +
    k.solid(roundedRect(380, 612, 840, 32, 8), p.wood);
  return (
    windowLight(900) +
    bench +
    standOn(k, "towel", seed, 640, 614, 0.62) +
    standOn(k.withColour(p.accent), "candle", seed, 900, 614, 0.4) +
    standOn(k.withColour(p.paper), "diffuser", seed, 1060, 614, 0.52) +
    standOn(k.withColour(p.accentSoft), "vase", seed, 1320, FLOOR, 0.76)
  );
}

function livingRoom(k: Paint, seed: number): string {
  const p = k.palette;
  const bench =
    floorShadow(860, FLOOR, 420) +
    k.solid(roundedRect(520, 690, 30, 130, 6), p.woodDeep) +
    k.solid(roundedRect(1170, 690, 30, 130, 6), p.woodDeep) +
    k.solid(roundedRect(480, 656, 760, 40, 8), p.wood);
  return (
    windowLight(220) +
    standOn(k.withColour(p.wood), "frame", seed, 1210, 660, 0.62) +
    bench +
    standOn(k, "throw", seed, 720, 660, 0.52) +
    standOn(k, "cushion", seed, 930, 660, 0.6) +
    standOn(k.withColour(p.accentSoft), "cushion", seed, 1080, 660, 0.54) +
    standOn(k.withColour(p.accent), "vase", seed, 320, FLOOR, 0.9)
  );
}

// Each scene with the x of its main subject, where narrower crops centre.
const SCENES = [
  { draw: bedroom, subject: 880 },
  { draw: bathroom, subject: 800 },
  { draw: livingRoom, subject: 880 },
] as const;

/** A still life chosen from the design's seed, so one banner keeps its picture for good. */
export function chooseScene(seed: number): { subject: number; draw: (k: Paint) => string } {
  const scene = SCENES[seed % SCENES.length] ?? SCENES[0];
  return { subject: scene.subject, draw: (k) => scene.draw(k, seed >>> 3) };
}
