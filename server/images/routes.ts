import { Hono } from "hono";
import { IMAGE_FORMATS, IMAGE_WIDTHS, isImageWidth } from "../../core/content/image-url.ts";
import { DomainError } from "../../core/errors/domain-error.ts";
import { z } from "../../core/validation/zod.ts";
import type { AppEnv } from "../app-env.ts";
import { createImageCache, imageCacheFileName } from "./image-cache.ts";
import { imageFingerprint, parseImageDesign, parseImageShape } from "./image-design.ts";
import { IMAGE_CONTENT_TYPES, type RenderImage, renderImage } from "./render-image.ts";
import { createRenderQueue, DEFAULT_RENDER_QUEUE } from "./render-queue.ts";

export interface ImageRoutesOptions {
  /** Where rendered files are kept; default data/image-cache/. Pass env.IMAGE_CACHE_DIR. */
  cacheDir?: string;
  /** The most the cache folder may hold, in bytes (env.IMAGE_CACHE_MAX_MB). */
  cacheMaxBytes?: number;
  /** Renders running at once (env.IMAGE_RENDER_SLOTS). */
  renderConcurrency?: number;
  /** Renders waiting for a turn before the answer is 503 (env.IMAGE_RENDER_QUEUE). */
  renderQueueLength?: number;
  /** The renderer; tests pass a spy. */
  render?: RenderImage;
}

// The URL contract of core/content/image-url.ts: /images/{id}/{width}.{format}.
const imageRequest = z.object({
  id: z
    .string()
    .min(1, "id must not be empty.")
    .max(200, "id must be at most 200 characters.")
    .regex(/^[\w.-]+$/, "id may contain only letters, digits, '_', '.' and '-'."),
  file: z
    .string()
    .regex(/^\d{1,5}\.[a-z0-9]{1,8}$/i, "file must be {width}.{format}, for example 800.webp.")
    .transform((file) => {
      const [width = "", format = ""] = file.split(".");
      return { width: Number(width), format: format.toLowerCase() };
    })
    .pipe(
      z.object({
        width: z
          .number()
          .refine(isImageWidth, { message: `width must be one of ${IMAGE_WIDTHS.join(", ")}.` }),
        format: z.enum(IMAGE_FORMATS, { message: `format must be one of ${IMAGE_FORMATS.join(", ")}.` }),
      }),
    ),
});

// A URL names one rendering of one design for good: the fingerprint in the ETag changes
// whenever the design or the renderer does.
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * `GET /images/:id/:file`: a product or content image, drawn on first request and cached on disk.
 * Errors (a bad address, an unknown image, a width no page asks for, a full render queue) go
 * through the one error mapping (server/middleware/errors.ts).
 */
export function imageRoutes(options: ImageRoutesOptions = {}): Hono<AppEnv> {
  const render = options.render ?? renderImage;
  const cache = createImageCache({ dir: options.cacheDir, maxBytes: options.cacheMaxBytes });
  const queue = createRenderQueue({
    ...DEFAULT_RENDER_QUEUE,
    concurrency: options.renderConcurrency ?? DEFAULT_RENDER_QUEUE.concurrency,
    maxWaiting: options.renderQueueLength ?? DEFAULT_RENDER_QUEUE.maxWaiting,
  });

  return (
    new Hono<AppEnv>()
      .get("/images/:id/:file", async (c) => {
        const { id, file } = imageRequest.parse({ id: c.req.param("id"), file: c.req.param("file") });
        const { width, format } = file;
        const image = await c.var.services.images.forRendering(id, width, format);

        const design = parseImageDesign(image.design);
        const shape = parseImageShape(image.shape);
        const fingerprint = imageFingerprint(design, shape, image.position);
        const etag = `"${fingerprint}-${width}-${format}"`;
        if (matchesEtag(c.req.header("If-None-Match"), etag)) {
          c.header("Cache-Control", IMMUTABLE);
          c.header("ETag", etag);
          return c.body(null, 304);
        }

        // Only a miss waits for (or is refused by) the render queue; cached files are served at once.
        const fileName = imageCacheFileName({ id, width, format, fingerprint });
        const { body, storeError } = await cache.getOrRender(fileName, () =>
          queue.run(() => render({ design, shape, width, format, position: image.position })),
        );
        if (storeError)
          c.var.logger?.warn({ err: storeError, fileName }, "image cache: could not store an image");
        c.header("Cache-Control", IMMUTABLE);
        c.header("ETag", etag);
        c.header("Content-Type", IMAGE_CONTENT_TYPES[format]);
        c.header("Content-Length", String(body.byteLength));
        // fs and sharp hand back Buffers over a plain ArrayBuffer (never a SharedArrayBuffer),
        // which is what Hono's body type asks for.
        return c.body(body as Buffer<ArrayBuffer>, 200);
      })
      // Anything else under /images/ is a malformed image address, not a page to redirect to.
      .get("/images/*", () => {
        throw new DomainError("notFound", "Image addresses look like /images/{id}/{width}.{format}.");
      })
  );
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}
