import {
  IMAGE_MOTIFS,
  IMAGE_SHAPES,
  type ImageMotif,
  type ImageShape,
} from "../../core/content/image-design.ts";

export { IMAGE_MOTIFS, IMAGE_SHAPES, type ImageMotif, type ImageShape };

import { createHash } from "node:crypto";
import { z } from "../../core/validation/zod.ts";

// The `design` column describes how an image is drawn (no photographs exist; every picture is
// rendered locally). Seeds are written by several people, so parsing is lenient: any missing or
// odd value falls back to a calm default instead of failing the request.

export interface ImageDesign {
  kind: string;
  background: string;
  colour: string;
  accent: string;
  motif: ImageMotif;
  view: "front" | "detail";
}

/** Master aspect per shape as width:height (portrait 4:5, square 1:1, landscape 16:10). */
const SHAPE_ASPECT: Record<ImageShape, { width: number; height: number }> = {
  portrait: { width: 4, height: 5 },
  square: { width: 1, height: 1 },
  landscape: { width: 16, height: 10 },
};

// Bump when the drawings change: it is part of every cache key and ETag, so old renders are
// never served for new artwork.
const RENDERER_VERSION = 1;

const DEFAULT_BACKGROUND = "#f4f1ec";
const DEFAULT_COLOUR = "#ebe6de";
const DEFAULT_ACCENT = "#b9ab98";

// Only #rgb / #rrggbb pass: colours are interpolated into SVG, so nothing else may get through.
const hex = (fallback: string) =>
  z
    .string()
    .trim()
    .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i)
    .transform(expandHex)
    .catch(fallback);

const designSchema = z
  .object({
    kind: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9][a-z0-9 _-]{0,59}$/)
      .transform((kind) => kind.replace(/[ _]+/g, "-"))
      .catch("unknown"),
    background: hex(DEFAULT_BACKGROUND),
    colour: hex("").optional().catch(undefined),
    color: hex("").optional().catch(undefined),
    accent: hex(DEFAULT_ACCENT),
    motif: z.string().trim().toLowerCase().pipe(z.enum(IMAGE_MOTIFS)).catch("plain"),
    view: z.enum(["front", "detail"]).catch("front"),
  })
  .catch({
    kind: "unknown",
    background: DEFAULT_BACKGROUND,
    accent: DEFAULT_ACCENT,
    motif: "plain",
    view: "front",
  });

function expandHex(value: string): string {
  const lower = value.toLowerCase();
  if (lower.length === 7) return lower;
  return `#${[...lower.slice(1)].map((c) => c + c).join("")}`;
}

/** Reads a design from the database (JSON text on SQLite, an object on PostgreSQL) or from code. */
export function parseImageDesign(raw: unknown): ImageDesign {
  let value = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      value = {};
    }
  }
  const parsed = designSchema.parse(value);
  return {
    kind: parsed.kind,
    background: parsed.background,
    // Some seeds may spell it the American way; both are accepted.
    colour: parsed.colour || parsed.color || DEFAULT_COLOUR,
    accent: parsed.accent,
    motif: parsed.motif,
    view: parsed.view,
  };
}

export function parseImageShape(raw: unknown): ImageShape {
  return (IMAGE_SHAPES as readonly unknown[]).includes(raw) ? (raw as ImageShape) : "square";
}

/**
 * Which of the two detail pictures a row is. A product's gallery can hold two detail shots (the
 * seed gives clothing a second one); drawn from the same design they would be identical, so even
 * positions show the cloth close up and odd ones a closer look at the product itself.
 */
export function detailVariant(design: ImageDesign, position = 0): "fabric" | "zoom" | null {
  if (design.view !== "detail") return null;
  return Math.abs(Math.trunc(position)) % 2 === 0 ? "fabric" : "zoom";
}

/** Pixel height for a width in a shape; every listed width gives a whole number. */
export function heightForWidth(shape: ImageShape, width: number): number {
  const aspect = SHAPE_ASPECT[shape];
  return Math.round((width * aspect.height) / aspect.width);
}

/**
 * A short, stable digest of everything that decides the pixels. Used in cache keys and ETags so
 * a re-seeded design or a new renderer never meets an old file.
 */
export function imageFingerprint(design: ImageDesign, shape: ImageShape, position = 0): string {
  const canonical = JSON.stringify([
    RENDERER_VERSION,
    shape,
    detailVariant(design, position),
    design.kind,
    design.background,
    design.colour,
    design.accent,
    design.motif,
    design.view,
  ]);
  return createHash("sha256").update(canonical).digest("base64url").slice(0, 12);
}
