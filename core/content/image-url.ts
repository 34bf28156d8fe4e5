// Product and content images are rendered locally (docs/decisions/005-image-pipeline.md) at a
// fixed set of widths so caches stay small and every size can be marked immutable.
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 1000, 1200, 1600, 2000] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const IMAGE_FORMATS = ["avif", "webp", "jpg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** spec 002 §9: images are never wider than 2000 px. */
export const MAX_IMAGE_WIDTH = 2000;

export function imageUrl(id: string, width: ImageWidth, format: ImageFormat = "webp"): string {
  return `/images/${encodeURIComponent(id)}/${width}.${format}`;
}

/** A srcset over the widths up to the image's own width. */
export function imageSrcSet(id: string, masterWidth: number, format: ImageFormat = "webp"): string {
  return IMAGE_WIDTHS.filter((w) => w <= Math.max(masterWidth, IMAGE_WIDTHS[0]))
    .map((w) => `${imageUrl(id, w, format)} ${w}w`)
    .join(", ");
}

/**
 * The widest single address the shop writes outside a srcset, whatever the image's own width: the
 * `<img>` fallback (800), the content API's and JSON-LD's 1200 px pictures, the thumbnails below.
 */
const FIXED_IMAGE_WIDTH_LIMIT = 1200;

/** JPEG is written only for search engines and link previews (JSON-LD, og:image), at this one width. */
export const JPEG_IMAGE_WIDTH: ImageWidth = 1200;

/**
 * Every width the pages and the API can ask for of an image with this master width: its srcsets
 * (up to the master width) and the fixed addresses (up to FIXED_IMAGE_WIDTH_LIMIT); JPEG only at
 * JPEG_IMAGE_WIDTH. Any other rendering is refused, so the set a client can force stays the set
 * a shopper's browser would ask for anyway.
 */
export function offeredImageWidths(masterWidth: number, format: ImageFormat): readonly ImageWidth[] {
  if (format === "jpg") return [JPEG_IMAGE_WIDTH];
  return IMAGE_WIDTHS.filter((w) => w <= Math.max(masterWidth, FIXED_IMAGE_WIDTH_LIMIT));
}

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}
