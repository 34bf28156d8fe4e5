import { colourDistance, darken, lighten, luminance, mix } from "./colour.ts";
import type { ImageDesign } from "./image-design.ts";
import { type MotifInks, motifPattern } from "./motifs.ts";

// The shared vocabulary of every drawing: a palette derived from the design, a few gradients
// for soft light and shadow, and helpers that paint a shape as fabric or as a solid object.
// Drawings use a 1000-unit stage whose floor line is FLOOR.

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

export interface FabricOptions {
  tone?: "base" | "deep" | "soft";
  /** Run stripes and weaves across the shape instead of down it. */
  across?: boolean;
  light?: Light;
}

/** shade: light from the upper left; cylinder: round objects; puff: stuffed cushions and pillows. */
export type Light = "shade" | "cylinder" | "puff" | "none";

export interface Paint {
  palette: Palette;
  /** A shape in the design's colour with its motif and soft light. */
  fabric(d: string, options?: FabricOptions): string;
  /** A shape in any colour with soft light and no motif. */
  solid(d: string, fill: string, light?: Light): string;
  /** The same drawing vocabulary for a secondary object in another colour (no motif). */
  withColour(colour: string): Paint;
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

export function createPaint(palette: Palette, withMotif: boolean): Paint {
  const light = (d: string, kind: Light = "shade") =>
    kind === "none" ? "" : `<path d="${d}" fill="url(#${kind === "cylinder" ? "cyl" : kind})"/>`;
  const paint: Paint = {
    palette,
    fabric(d, options = {}) {
      const tone = options.tone ?? "base";
      const fill = tone === "deep" ? palette.colourDeep : tone === "soft" ? palette.colourSoft : palette.colour;
      const motif = withMotif ? `<path d="${d}" fill="url(#${options.across ? "motif-across" : "motif"})"/>` : "";
      return `<path d="${d}" fill="${fill}"/>${motif}${light(d, options.light ?? "shade")}`;
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
      return createPaint(next, false);
    },
  };
  return paint;
}

/** Gradients, filters and motif patterns that every drawing may refer to by id. */
export function sharedDefs(design: ImageDesign, palette: Palette, motifScale: number): string {
  const shadow = "#2e2924";
  const ink = motifInks(palette);
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
    `<stop offset="1" stop-color="${shadow}" stop-opacity="0"/></radialGradient>` +
    `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="12"/></filter>` +
    // Ribbing for cuffs, hems and necklines, whatever the main motif is.
    motifPattern("rib", "ribbed", ink, motifScale) +
    motifPattern("motif", design.motif, ink, motifScale) +
    motifPattern("motif-across", design.motif, ink, motifScale, 90)
  );
}

/** A soft shadow where an object meets the floor. */
export function floorShadow(cx: number, y: number, rx: number): string {
  return (
    `<ellipse cx="${cx}" cy="${y}" rx="${rx * 1.18}" ry="${rx * 0.16}" fill="url(#floor-shadow)"/>` +
    `<ellipse cx="${cx}" cy="${y}" rx="${rx * 0.92}" ry="${rx * 0.045 + 4}" fill="url(#contact-shadow)"/>`
  );
}

/** A blurred copy of a shape, offset down and right, for things hanging against the wall. */
export function dropShadow(d: string, dx = 16, dy = 22, opacity = 0.16): string {
  return `<path d="${d}" transform="translate(${dx} ${dy})" fill="#2e2924" opacity="${opacity}" filter="url(#soft)"/>`;
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

export interface Segment {
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
    via.length === 0 ? `L${pt(to)}` : via.length === 1 ? `Q${via.map(pt).join(" ")} ${pt(to)}` : `C${via.map(pt).join(" ")} ${pt(to)}`;
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

export function pt([x, y]: Point): string {
  return `${n(x)} ${n(y)}`;
}

/** One decimal is plenty at 2000 px and keeps the SVG short and byte-for-byte stable. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** Places a drawing made on the 1000-unit stage at (x, y) with a scale. */
export function place(svg: string, x: number, y: number, scale = 1): string {
  return `<g transform="translate(${n(x)} ${n(y)})${scale !== 1 ? ` scale(${scale})` : ""}">${svg}</g>`;
}
