import { Hono } from "hono";
import { z } from "zod";
import { IMAGE_FORMATS, IMAGE_WIDTHS, isImageWidth } from "../../core/content/image-url.ts";
import type { AppEnv } from "../app-env.ts";
import { createImageCache, imageCacheFileName } from "./image-cache.ts";
import { imageFingerprint, parseImageDesign, parseImageShape } from "./image-design.ts";
import { IMAGE_CONTENT_TYPES, type RenderImage, renderImage } from "./render-image.ts";

export interface ImageRoutesOptions {
  /** Where rendered files are kept; default data/image-cache/. Pass env.IMAGE_CACHE_DIR. */
  cacheDir?: string;
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

/** `GET /images/:id/:file`: a product or content image, drawn on first request and cached on disk. */
export function imageRoutes(options: ImageRoutesOptions = {}): Hono<AppEnv> {
  const render = options.render ?? renderImage;
  const cache = createImageCache({ dir: options.cacheDir });

  return (
    new Hono<AppEnv>()
      .get("/images/:id/:file", async (c) => {
        const parsed = imageRequest.safeParse({ id: c.req.param("id"), file: c.req.param("file") });
        if (!parsed.success) {
          const errors = parsed.error.issues.map((issue) => ({
            type: "ValidationError",
            subject: issue.path.join(".") || "request",
            message: issue.message,
          }));
          const message = errors.map((e) => e.message).join(" ");
          return c.json({ type: "ValidationError", message, errors }, 400);
        }
        const { id, file } = parsed.data;
        const { width, format } = file;

        const row = await c.var.services.database.db
          .selectFrom("images")
          .select(["shape", "design", "position"])
          .where("id", "=", id)
          .executeTakeFirst();
        if (!row) {
          const message = `No image exists with the id ${id}.`;
          return c.json(
            { type: "NotFoundError", message, errors: [{ type: "NotFoundError", message }] },
            404,
          );
        }

        const design = parseImageDesign(row.design);
        const shape = parseImageShape(row.shape);
        const position = Number(row.position);
        const fingerprint = imageFingerprint(design, shape, position);
        const etag = `"${fingerprint}-${width}-${format}"`;
        c.header("Cache-Control", IMMUTABLE);
        c.header("ETag", etag);
        if (matchesEtag(c.req.header("If-None-Match"), etag)) return c.body(null, 304);

        const fileName = imageCacheFileName({ id, width, format, fingerprint });
        const { body, storeError } = await cache.getOrRender(fileName, () =>
          render({ design, shape, width, format, position }),
        );
        if (storeError)
          c.var.logger?.warn({ err: storeError, fileName }, "image cache: could not store an image");
        c.header("Content-Type", IMAGE_CONTENT_TYPES[format]);
        c.header("Content-Length", String(body.byteLength));
        // fs and sharp hand back Buffers over a plain ArrayBuffer (never a SharedArrayBuffer),
        // which is what Hono's body type asks for.
        return c.body(body as Buffer<ArrayBuffer>, 200);
      })
      // Anything else under /images/ is a malformed image address, not a page to redirect to.
      .get("/images/*", (c) => {
        const message = "Image addresses look like /images/{id}/{width}.{format}.";
        return c.json({ type: "NotFoundError", message, errors: [{ type: "NotFoundError", message }] }, 404);
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
