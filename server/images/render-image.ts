import sharp from "sharp";
import { type ImageFormat, isImageWidth, MAX_IMAGE_WIDTH } from "../../core/content/image-url.ts";
import { drawImage } from "./draw-image.ts";

export interface RenderImageInput {
  /** The `design` column (JSON text or object). */
  design: unknown;
  /** The `shape` column: portrait 4:5, square 1:1, landscape 16:10. */
  shape: unknown;
  /** One of IMAGE_WIDTHS. */
  width: number;
  format: ImageFormat;
}

export type RenderImage = (input: RenderImageInput) => Promise<Buffer>;

export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
};

/**
 * Rasterises the drawing straight at the requested width (librsvg draws vectors at any size, so
 * there is no resampling) and encodes it. Settings favour speed: images are rendered on the
 * first request and then served from the disk cache for a year.
 */
export const renderImage: RenderImage = async ({ design, shape, width, format }) => {
  if (!isImageWidth(width) || width > MAX_IMAGE_WIDTH) throw new RangeError(`Unsupported image width ${width}.`);
  const svg = drawImage({ design, shape, width });
  // The drawing paints every pixel; dropping the alpha channel makes smaller files.
  const image = sharp(Buffer.from(svg)).removeAlpha();
  switch (format) {
    case "avif":
      return image.avif({ quality: 50, effort: 2 }).toBuffer();
    case "webp":
      return image.webp({ quality: 78, effort: 3 }).toBuffer();
    case "jpg":
      return image.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  }
};
