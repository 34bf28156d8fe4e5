import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createImageService } from "../../core/content/image-service.ts";
import { type DatabaseHandle, openDatabase } from "../../data/db.ts";
import { migrateToLatest } from "../../data/migrate.ts";
import { createImageRepository } from "../../data/repositories/image-repository.ts";
import type { AppEnv } from "../app-env.ts";
import { handleError } from "../middleware/errors.ts";
import { type RenderImage, renderImage } from "./render-image.ts";
import { type ImageRoutesOptions, imageRoutes } from "./routes.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

let database: DatabaseHandle;
let cacheDir: string;

/** A bare app with only what the image route reads from its context (the image service) and the one error mapping. */
function appWith(
  render: RenderImage,
  dir = cacheDir,
  options: Omit<ImageRoutesOptions, "render" | "cacheDir"> = {},
) {
  const app = new Hono<AppEnv>();
  const images = createImageService(createImageRepository(database.db));
  app.onError(handleError);
  app.use(async (c, next) => {
    c.set("services", { images } as never);
    await next();
  });
  app.route("/", imageRoutes({ cacheDir: dir, render, ...options }));
  return app;
}

beforeAll(async () => {
  database = openDatabase(":memory:");
  await migrateToLatest(database.db);
  await database.db
    .insertInto("images")
    .values({
      id: "TWC-TOWEL-SAGE-1",
      ownerType: "swatch",
      ownerCode: "TWC-TOWEL-SAGE",
      position: 1,
      shape: "portrait",
      alt: "Waffle towel in sage",
      width: 2000,
      height: 2500,
      design: JSON.stringify({
        kind: "towel",
        background: "#f3efe9",
        colour: "#a9b8a0",
        accent: "#ffffff",
        motif: "waffle",
        view: "front",
      }),
    })
    .execute();
  // A portrait product picture with a 1600 px master: no page asks for it 2000 px wide.
  await database.db
    .insertInto("images")
    .values({
      id: "TWC-TOWEL-SAGE-2",
      ownerType: "swatch",
      ownerCode: "TWC-TOWEL-SAGE",
      position: 2,
      shape: "portrait",
      alt: "Waffle towel in sage, folded",
      width: 1600,
      height: 2000,
      design: JSON.stringify({
        kind: "towel",
        background: "#f3efe9",
        colour: "#a9b8a0",
        accent: "#ffffff",
        motif: "waffle",
        view: "folded",
      }),
    })
    .execute();
});

afterAll(async () => {
  await database.close();
});

beforeEach(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), "image-cache-"));
  return () => rm(cacheDir, { recursive: true, force: true });
});

describe("GET /images/:id/:file", () => {
  it("answers a seeded image as WebP of the requested width, cached for a year", async () => {
    const response = await appWith(renderImage).request("/images/TWC-TOWEL-SAGE-1/480.webp");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    expect(response.headers.get("Cache-Control")).toBe(IMMUTABLE);
    expect(response.headers.get("ETag")).toMatch(/^"[\w-]+-480-webp"$/);
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get("Content-Length")).toBe(String(body.length));
    const metadata = await sharp(body).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 480, 600]);
  });

  it("answers AVIF and JPEG with their own content types", async () => {
    const app = appWith(renderImage);
    const avif = await app.request("/images/TWC-TOWEL-SAGE-1/160.avif");
    const jpg = await app.request("/images/TWC-TOWEL-SAGE-1/1200.jpg");
    expect([avif.status, avif.headers.get("Content-Type")]).toEqual([200, "image/avif"]);
    expect([jpg.status, jpg.headers.get("Content-Type")]).toEqual([200, "image/jpeg"]);
    expect((await sharp(Buffer.from(await jpg.arrayBuffer())).metadata()).format).toBe("jpeg");
  });

  it("renders an image once, then serves it from the disk cache", async () => {
    const render = vi.fn(renderImage);
    const app = appWith(render);
    const first = await app.request("/images/TWC-TOWEL-SAGE-1/320.webp");
    const second = await app.request("/images/TWC-TOWEL-SAGE-1/320.webp");
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(render).toHaveBeenCalledTimes(1);
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    const files = await readdir(cacheDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^TWC-TOWEL-SAGE-1-320-[\w-]+\.webp$/);
  });

  it("renders once when the same image is asked for at the same time", async () => {
    const render = vi.fn(renderImage);
    const app = appWith(render);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => app.request("/images/TWC-TOWEL-SAGE-1/640.webp")),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("serves another instance's render from the shared cache folder", async () => {
    await appWith(renderImage).request("/images/TWC-TOWEL-SAGE-1/160.webp");
    const render = vi.fn(renderImage);
    const response = await appWith(render).request("/images/TWC-TOWEL-SAGE-1/160.webp");
    expect(response.status).toBe(200);
    expect(render).not.toHaveBeenCalled();
  });

  it("answers 304 to a matching If-None-Match without drawing anything", async () => {
    const app = appWith(renderImage);
    const first = await app.request("/images/TWC-TOWEL-SAGE-1/160.webp");
    const render = vi.fn(renderImage);
    const revalidated = await appWith(render).request("/images/TWC-TOWEL-SAGE-1/160.webp", {
      headers: { "If-None-Match": first.headers.get("ETag") ?? "" },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("Cache-Control")).toBe(IMMUTABLE);
    expect(render).not.toHaveBeenCalled();
  });

  it("still serves the image when the cache folder cannot be written", async () => {
    // A file where the cache folder should be: nothing can be read or written under it.
    const blocked = join(cacheDir, "not-a-folder");
    await writeFile(blocked, "");
    const response = await appWith(renderImage, blocked).request("/images/TWC-TOWEL-SAGE-1/160.webp");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
  });

  it.each([
    ["a width that is not in the list", "/images/TWC-TOWEL-SAGE-1/123.webp", "file.width"],
    ["a width above the largest", "/images/TWC-TOWEL-SAGE-1/4000.webp", "file.width"],
    ["a format that is not served", "/images/TWC-TOWEL-SAGE-1/800.gif", "file.format"],
    ["a file without a format", "/images/TWC-TOWEL-SAGE-1/800", "file"],
    ["a file that is not a width", "/images/TWC-TOWEL-SAGE-1/large.webp", "file"],
    ["an id with forbidden characters", "/images/TWC%20TOWEL/800.webp", "id"],
    ["an id longer than 200 characters", `/images/${"a".repeat(201)}/800.webp`, "id"],
  ])("answers 400 with a clear message for %s", async (_case, path, subject) => {
    const render = vi.fn(renderImage);
    const response = await appWith(render).request(path);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { type: string; message: string; errors: { subject: string }[] };
    expect(body.type).toBe("ValidationError");
    expect(body.message.length).toBeGreaterThan(10);
    expect(body.errors.map((e) => e.subject)).toContain(subject);
    expect(render).not.toHaveBeenCalled();
  });

  it.each([
    ["wider than the image's own master", "/images/TWC-TOWEL-SAGE-2/2000.webp", "1600"],
    ["a JPEG other than JSON-LD's 1200 px", "/images/TWC-TOWEL-SAGE-1/160.jpg", "1200"],
  ])("refuses with 400 a width no page asks for: %s", async (_case, path, offered) => {
    const render = vi.fn(renderImage);
    const response = await appWith(render).request(path);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { type: string; message: string; errors: { subject: string }[] };
    expect(body.type).toBe("ValidationError");
    expect(body.message).toContain(offered);
    expect(body.errors.map((e) => e.subject)).toEqual(["file.width"]);
    expect(render).not.toHaveBeenCalled();
  });

  it("never has more than the queue's renders in flight, and answers 503 with Retry-After past its list", async () => {
    let inFlight = 0;
    let most = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const render: RenderImage = async ({ format }) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await gate;
      inFlight--;
      return Buffer.from(`a ${format}`);
    };
    const app = appWith(render, cacheDir, { renderConcurrency: 2, renderQueueLength: 4 });
    // Eighteen distinct renders at once: every width of the 2000 px image, in AVIF and WebP.
    const paths = [160, 320, 480, 640, 800, 1000, 1200, 1600, 2000].flatMap((width) =>
      ["avif", "webp"].map((format) => `/images/TWC-TOWEL-SAGE-1/${width}.${format}`),
    );
    let refused = 0;
    const responses = paths.map((path) =>
      Promise.resolve(app.request(path)).then((response) => {
        if (response.status === 503) refused++;
        return response;
      }),
    );
    // Two run and four wait; the other twelve are turned away at once, before any render ends. Each request still
    // looks for its image on disk first: on a busy two-core machine the twelve can take longer than waitFor's 1 s.
    await vi.waitFor(() => expect(refused).toBe(12), { timeout: 15_000, interval: 20 });
    expect(most).toBe(2);
    release();
    const answered = await Promise.all(responses);
    expect(most).toBe(2);
    expect(answered.filter((r) => r.status === 200)).toHaveLength(6);
    const busy = answered.find((r) => r.status === 503);
    expect(busy?.headers.get("Retry-After")).toBe("2");
    expect(busy?.headers.get("Cache-Control")).not.toBe(IMMUTABLE);
    expect(await busy?.json()).toMatchObject({ type: "UnavailableError" });
  });

  it("answers 404 with JSON for an id that does not exist", async () => {
    const response = await appWith(renderImage).request("/images/NO-SUCH-IMAGE/800.webp");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      type: "NotFoundError",
      message: expect.stringContaining("NO-SUCH-IMAGE"),
    });
  });

  it("answers 404 with JSON for a malformed image address", async () => {
    const response = await appWith(renderImage).request("/images/TWC-TOWEL-SAGE-1/800.webp/more");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ type: "NotFoundError" });
  });
});
