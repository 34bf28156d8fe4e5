import { colourDistance, darken, lighten, luminance, mix } from "./colour.ts";
import type { ImageDesign } from "./image-design.ts";
import { type MotifInks, motifTile } from "./motifs.ts";

// The shared vocabulary of every drawing: a palette derived from the design, gradients for soft
// light and shadow, and a Paint that fills shapes as fabric (colour, motif, light) or as solid
// objects. Drawings use a 1000-unit stage whose floor line is FLOOR.
//
// Speed matters here: librsvg repeats a <pattern> tile quickly only when the tile is a whole
// number of device pixels and starts on a whole pixel; otherwise it resamples every pixel and a
// product takes ~300 ms instead of ~10 ms to rasterise (measured on the 2-core machine). So a
// Paint knows how many device pixels one of its units covers, sizes each motif tile to whole
// pixels for that scale, and `place` snaps nested drawings onto the pixel grid.

export const FLOOR = 820;

export type Point = readonly [number, number];

export interface Palette {
  background: string;
  colour: string;
  colourDeep: string;
  colourSoft: string;
  accent: string;
  accentDeep: string;
  accentSoft: string;
  wood: string;
  woodDeep: string;
  metal: string;
  paper: string;
  leaf: string;
  /** Eyes, a nose: the darkest note, still warm. */
  shadowNote: string;
  /** The inside of a garment seen through its neckline. */
  inside: string;
}

/** shade: light from the upper left; cylinder: round objects; puff: stuffed cushions and pillows. */
type Light = "shade" | "cylinder" | "puff" | "none";

interface FabricOptions {
  tone?: "base" | "deep" | "soft";
  /** Run stripes and weaves across the shape instead of down it. */
  across?: boolean;
  light?: Light;
}

export interface Paint {
  palette: Palette;
  /** A shape in the design's colour with its motif and soft light. */
  fabric(d: string, options?: FabricOptions): string;
  /** Knitted ribbing (cuffs, hems, necklines) laid over a shape already painted. */
  rib(d: string): string;
  /** A shape in any colour with soft light and no motif. */
  solid(d: string, fill: string, light?: Light): string;
  /** The same vocabulary for a secondary object in another colour (no motif). */
  withColour(colour: string): Paint;
  /**
   * Draws `content` with its origin at (x, y) and enlarged by `scale`, snapped to whole device
   * pixels so the motifs inside stay on the fast path.
   */
  place(x: number, y: number, scale: number, content: (k: Paint) => string): string;
}

/** Collects the pattern tiles a drawing uses, one per motif and pixel size. */
export class PatternBook {
  readonly #patterns = new Map<string, string>();
  readonly #design: ImageDesign;
  readonly #ink: MotifInks;
  readonly #motifScale: number;

  constructor(design: ImageDesign, ink: MotifInks, motifScale: number) {
    this.#design = design;
    this.#ink = ink;
    this.#motifScale = motifScale;
  }

  /** The id of a pattern for `motif` drawn at `deviceScale` pixels per unit, or null for plain. */
  use(kind: "motif" | "rib", deviceScale: number, across: boolean): string | null {
    const motif = kind === "rib" ? "ribbed" : this.#design.motif;
    const tile = motifTile(motif, this.#ink, deviceScale * this.#motifScale, across);
    if (!tile) return null;
    const id = `${kind}${tile.turned ? "-across" : ""}-${tile.pixels[0]}x${tile.pixels[1]}`;
    if (!this.#patterns.has(id)) {
      // A hair over the whole pixel count: librsvg truncates the tile size to pixels after
      // reading it as a 32-bit float, so exact values can fall a pixel short. The hair is small
      // enough that over a 2500 px image the tile phase drifts less than cairo's 1/512 px
      // tolerance, which it needs to stay on the fast path.
      const width = (tile.pixels[0] * (1 + 3e-7)) / deviceScale;
      const height = (tile.pixels[1] * (1 + 3e-7)) / deviceScale;
      const sx = width / tile.size[0];
      const sy = height / tile.size[1];
      this.#patterns.set(
        id,
        `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${width}" height="${height}">` +
          `<g transform="scale(${sx} ${sy})">${tile.body}</g></pattern>`,
      );
    }
    return id;
  }

  defs(): string {
    return [...this.#patterns.values()].join("");
  }
}

export function createPalette(design: ImageDesign): Palette {
  const { colour, accent, background } = design;
  // An accent that is hardly different from the colour would vanish; use a tone instead.
  const usableAccent =
    colourDistance(accent, colour) > 0.12
      ? accent
      : luminance(colour) > 0.45
        ? darken(colour, 0.28)
        : lighten(colour, 0.35);
  const wood = mix("#c9b397", background, 0.2);
  return {
    background,
    colour,
    colourDeep: darken(colour, 0.1),
    colourSoft: lighten(colour, 0.14),
    accent: usableAccent,
    accentDeep: darken(usableAccent, 0.14),
    accentSoft: lighten(usableAccent, 0.25),
    wood,
    woodDeep: darken(wood, 0.22),
    metal: mix("#b7b0a6", background, 0.2),
    paper: mix("#fdfcfa", background, 0.25),
    leaf: mix("#8d9a82", background, 0.22),
    shadowNote: mix("#4a423b", colour, 0.1),
    inside: darken(colour, 0.3),
  };
}

export function motifInks(palette: Palette): MotifInks {
  const dark = luminance(palette.colour) < 0.12;
  return {
    shadow: darken(palette.colour, dark ? 0.45 : 0.4),
    highlight: lighten(palette.colour, dark ? 0.35 : 0.6),
    print: palette.accent,
  };
}

/**
 * A Paint whose units cover `deviceScale` pixels, with its origin on a whole pixel.
 * `withMotif` is false for supporting objects in a still life, which stay plain.
 */
export function createPaint(
  palette: Palette,
  book: PatternBook,
  deviceScale: number,
  withMotif = true,
): Paint {
  const light = (d: string, kind: Light = "shade") =>
    kind === "none" ? "" : `<path d="${d}" fill="url(#${kind === "cylinder" ? "cyl" : kind})"/>`;
  return {
    palette,
    fabric(d, options = {}) {
      const tone = options.tone ?? "base";
      const fill =
        tone === "deep" ? palette.colourDeep : tone === "soft" ? palette.colourSoft : palette.colour;
      const pattern = withMotif ? book.use("motif", deviceScale, options.across ?? false) : null;
      const motif = pattern ? `<path d="${d}" fill="url(#${pattern})"/>` : "";
      return `<path d="${d}" fill="${fill}"/>${motif}${light(d, options.light)}`;
    },
    rib(d) {
      const pattern = book.use("rib", deviceScale, false);
      return pattern ? `<path d="${d}" fill="url(#${pattern})"/>` : "";
    },
    solid(d, fill, kind = "shade") {
      return `<path d="${d}" fill="${fill}"/>${light(d, kind)}`;
    },
    withColour(colour) {
      const next: Palette = {
        ...palette,
        colour,
        colourDeep: darken(colour, 0.1),
        colourSoft: lighten(colour, 0.14),
        inside: darken(colour, 0.3),
      };
      return createPaint(next, book, deviceScale, false);
    },
    place(x, y, scale, content) {
      // Whole device pixels for the offset; full precision in the markup so librsvg computes
      // exactly the scale the pattern tiles were sized for.
      const px = Math.round(x * deviceScale) / deviceScale;
      const py = Math.round(y * deviceScale) / deviceScale;
      const inner = createPaint(palette, book, deviceScale * scale, withMotif);
      return `<g transform="translate(${px} ${py}) scale(${scale})">${content(inner)}</g>`;
    },
  };
}

/** Gradients every drawing may refer to by id. */
export function sharedDefs(): string {
  const shadow = "#2e2924";
  return (
    `<linearGradient id="shade" x1="0" y1="0" x2=".7" y2="1">` +
    `<stop offset="0" stop-color="#fff" stop-opacity=".2"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="${shadow}" stop-opacity=".16"/></linearGradient>` +
    `<linearGradient id="cyl" x1="0" x2="1" y1="0" y2="0">` +
    `<stop offset="0" stop-color="${shadow}" stop-opacity=".18"/><stop offset=".2" stop-color="#fff" stop-opacity=".24"/>` +
    `<stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset=".82" stop-color="${shadow}" stop-opacity=".06"/>` +
    `<stop offset="1" stop-color="${shadow}" stop-opacity=".22"/></linearGradient>` +
    `<radialGradient id="puff" cx=".44" cy=".4" r=".62"><stop offset="0" stop-color="#fff" stop-opacity=".3"/>` +
    `<stop offset=".5" stop-color="#fff" stop-opacity=".04"/><stop offset=".82" stop-color="${shadow}" stop-opacity=".1"/>` +
    `<stop offset="1" stop-color="${shadow}" stop-opacity=".26"/></radialGradient>` +
    `<radialGradient id="floor-shadow"><stop offset="0" stop-color="${shadow}" stop-opacity=".2"/>` +
    `<stop offset=".55" stop-color="${shadow}" stop-opacity=".08"/><stop offset="1" stop-color="${shadow}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="contact-shadow"><stop offset="0" stop-color="${shadow}" stop-opacity=".32"/>` +
    `<stop offset="1" stop-color="${shadow}" stop-opacity="0"/></radialGradient>`
  );
}

/** A soft shadow where an object meets the floor. */
export function floorShadow(cx: number, y: number, rx: number): string {
  return (
    `<ellipse cx="${cx}" cy="${y}" rx="${rx * 1.18}" ry="${rx * 0.16}" fill="url(#floor-shadow)"/>` +
    `<ellipse cx="${cx}" cy="${y}" rx="${rx * 0.92}" ry="${rx * 0.045 + 4}" fill="url(#contact-shadow)"/>`
  );
}

/**
 * A soft shadow cast on the wall behind a hanging or flat-laid shape. Stacked translucent copies
 * with widening round strokes fake a blur: feGaussianBlur costs ~70 ms a picture here.
 */
export function dropShadow(d: string, dx = 12, dy = 18, opacity = 0.15): string {
  const layers = [
    [44, 0.1],
    [32, 0.12],
    [20, 0.16],
    [10, 0.2],
    [2, 0.42],
  ] as const;
  return (
    `<g transform="translate(${dx} ${dy})" fill="#2e2924" stroke="#2e2924" stroke-linejoin="round">` +
    layers
      .map(
        ([width, share]) =>
          `<path d="${d}" stroke-width="${width}" fill-opacity="${n(opacity * share)}" stroke-opacity="${n(opacity * share * 0.55)}"/>`,
      )
      .join("") +
    `</g>`
  );
}

export function roundedRect(x: number, y: number, w: number, h: number, r: number): string {
  const rr = Math.min(r, w / 2, h / 2);
  return (
    `M${n(x + rr)} ${n(y)}H${n(x + w - rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + w)} ${n(y + rr)}` +
    `V${n(y + h - rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + w - rr)} ${n(y + h)}H${n(x + rr)}` +
    `A${n(rr)} ${n(rr)} 0 0 1 ${n(x)} ${n(y + h - rr)}V${n(y + rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + rr)} ${n(y)}Z`
  );
}

export function polygon(points: readonly Point[]): string {
  return `M${points.map(pt).join("L")}Z`;
}

interface Segment {
  to: Point;
  /** No control point: a line; one: a quadratic curve; two: a cubic curve. */
  via?: readonly Point[];
}

/**
 * A closed outline symmetric about x = axis, from its left half: `start` and the last point
 * should sit on the axis. Garments, bottles and vases are all drawn this way.
 */
export function symmetric(start: Point, segments: readonly Segment[], axis = 500): string {
  const mirror = ([x, y]: Point): Point => [2 * axis - x, y];
  const command = (via: readonly Point[], to: Point) =>
    via.length === 0
      ? `L${pt(to)}`
      : via.length === 1
        ? `Q${via.map(pt).join(" ")} ${pt(to)}`
        : `C${via.map(pt).join(" ")} ${pt(to)}`;
  const points = [start, ...segments.map((s) => s.to)];
  let d = `M${pt(start)}`;
  for (const segment of segments) d += command(segment.via ?? [], segment.to);
  const end = points[points.length - 1] ?? start;
  if (end[0] !== axis) d += `L${pt(mirror(end))}`;
  for (let i = segments.length - 1; i >= 0; i--) {
    const segment = segments[i];
    const from = points[i];
    if (!segment || !from) continue;
    d += command([...(segment.via ?? [])].reverse().map(mirror), mirror(from));
  }
  return `${d}Z`;
}

/**
 * A pillow or cushion: pointed corners and gently curved edges. A negative bulge pulls the edges
 * in, as the filling does on a plump cushion seen face on.
 */
export function pillowPath(x0: number, y0: number, x1: number, y1: number, bulge: number): string {
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const inset = bulge * 0.5;
  return (
    `M${n(x0)} ${n(y0)}Q${n(cx)} ${n(y0 - bulge + inset)} ${n(x1)} ${n(y0)}` +
    `Q${n(x1 + bulge)} ${n(cy)} ${n(x1)} ${n(y1)}Q${n(cx)} ${n(y1 + bulge - inset)} ${n(x0)} ${n(y1)}` +
    `Q${n(x0 - bulge)} ${n(cy)} ${n(x0)} ${n(y0)}Z`
  );
}

function pt([x, y]: Point): string {
  return `${n(x)} ${n(y)}`;
}

/** One decimal is plenty at 2000 px and keeps the SVG short and byte-for-byte stable. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}
