import { mkdtemp, readdir, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createImageCache } from "./image-cache.ts";

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "image-cache-bound-"));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const bytes = (size: number) => async () => Buffer.alloc(size, 7);

async function folderBytes(): Promise<number> {
  const names = await readdir(dir);
  const sizes = await Promise.all(names.map(async (name) => (await stat(join(dir, name))).size));
  return sizes.reduce((sum, size) => sum + size, 0);
}

describe("the image cache's bound", () => {
  it("keeps the folder under its size however many distinct renders are stored", async () => {
    const cache = createImageCache({ dir, maxBytes: 1_000 });
    for (let i = 0; i < 30; i++) await cache.getOrRender(`image-${i}-160-f.webp`, bytes(300));
    expect(await folderBytes()).toBeLessThanOrEqual(1_000);
    // The newest renders are the ones kept.
    expect((await readdir(dir)).sort()).toEqual([
      "image-27-160-f.webp",
      "image-28-160-f.webp",
      "image-29-160-f.webp",
    ]);
  });

  it("deletes the least recently used file first, not the oldest stored", async () => {
    const cache = createImageCache({ dir, maxBytes: 1_000 });
    await cache.getOrRender("a.webp", bytes(300));
    await cache.getOrRender("b.webp", bytes(300));
    await cache.getOrRender("c.webp", bytes(300));
    // Served again: now the most recently used.
    expect((await cache.getOrRender("a.webp", bytes(300))).cached).toBe(true);
    await cache.getOrRender("d.webp", bytes(300));
    expect((await readdir(dir)).sort()).toEqual(["a.webp", "c.webp", "d.webp"]);
  });

  it("counts what the folder already held, so files of an earlier run (an old seed's too) go first", async () => {
    // Left by an earlier process: an old design's rendering, never asked for again.
    await writeFile(join(dir, "old-800-oldprint.webp"), Buffer.alloc(600));
    const past = new Date(Date.now() - 86_400_000);
    await utimes(join(dir, "old-800-oldprint.webp"), past, past);
    const cache = createImageCache({ dir, maxBytes: 1_000 });
    await cache.getOrRender("new-800-newprint.webp", bytes(300));
    await cache.getOrRender("new-1000-newprint.webp", bytes(300));
    expect((await readdir(dir)).sort()).toEqual(["new-1000-newprint.webp", "new-800-newprint.webp"]);
  });
});
