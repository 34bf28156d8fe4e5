import { productFamily } from "./draw-products.ts";
import { FLOOR, floorShadow, type Paint, polygon, roundedRect } from "./paint.ts";

// Banners, article and category pictures: an airy still life on a 1600 x 1000 stage, built from
// the product drawings. The design's colour dresses the main textile; the accent and soft
// neutrals dress the supporting objects, so a banner always matches the range it promotes.

export const SCENE_WIDTH = 1600;

export const SCENE_KINDS: ReadonlySet<string> = new Set(["banner", "article", "category", "hero", "promo", "story"]);

/** Puts a product drawing's base (500, FLOOR on its stage) at (x, y) with a scale. */
function standOn(svg: string, x: number, y: number, scale: number): string {
  return `<g transform="translate(${x - 500 * scale} ${y - FLOOR * scale}) scale(${scale})">${svg}</g>`;
}

function draw(kind: string, k: Paint, seed: number): string {
  return productFamily(kind).draw(k, seed).svg;
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
    standOn(draw("candle", accent, seed), 320, 622, 0.36) +
    standOn(draw("vase", k.withColour(p.paper), seed), 410, 622, 0.42) +
    standOn(draw("duvet-cover", k, seed), 880, FLOOR, 1) +
    standOn(draw("throw", accent, seed), 1410, FLOOR, 0.42)
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
    standOn(draw("towel", k, seed), 640, 614, 0.62) +
    standOn(draw("candle", k.withColour(p.accent), seed), 900, 614, 0.4) +
    standOn(draw("diffuser", k.withColour(p.paper), seed), 1060, 614, 0.52) +
    standOn(draw("vase", k.withColour(p.accentSoft), seed), 1380, FLOOR, 0.8)
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
    standOn(draw("frame", k.withColour(p.wood), seed), 1210, 660, 0.62) +
    bench +
    standOn(draw("throw", k, seed), 720, 660, 0.52) +
    standOn(draw("cushion", k, seed), 930, 660, 0.6) +
    standOn(draw("cushion", k.withColour(p.accentSoft), seed), 1080, 660, 0.54) +
    standOn(draw("vase", k.withColour(p.accent), seed), 320, FLOOR, 0.9)
  );
}

const SCENES = [bedroom, bathroom, livingRoom] as const;

/** A still life chosen from the design's seed, so one banner keeps its picture for good. */
export function drawScene(k: Paint, seed: number): string {
  const scene = SCENES[seed % SCENES.length] ?? bedroom;
  return scene(k, seed >>> 3);
}
