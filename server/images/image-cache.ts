import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";

// Rendered images are derived data: safe to delete, cheap to rebuild, identical on every
// instance. Files are written to a temporary name and renamed into place, so an instance
// (or a second process sharing the folder) never reads a half-written image; rename is
// atomic on one file system, and two writers of the same key write the same bytes.

/** data/image-cache/ in the repository; git-ignored. */
export const DEFAULT_IMAGE_CACHE_DIR = resolve(import.meta.dirname, "../../data/image-cache");

export interface ImageCacheKey {
  id: string;
  width: number;
  format: string;
  /** The design's fingerprint, so a re-seeded design never meets an old file. */
  fingerprint: string;
}

/** A file name for the key; anything outside [A-Za-z0-9_.-] becomes "_" so it stays in the folder. */
export function imageCacheFileName({ id, width, format, fingerprint }: ImageCacheKey): string {
  return `${id}-${width}-${fingerprint}.${format}`.replace(/[^\w.-]/g, "_").replace(/^\.+/, "_");
}

export interface CachedImage {
  body: Buffer;
  /** True when the bytes came from disk (or from another request's render in flight). */
  cached: boolean;
  /** Why a fresh render could not be stored; the image is still good to serve. */
  storeError?: unknown;
}

export interface ImageCache {
  readonly dir: string;
  /** The cached bytes for `fileName`, or `render()` once (however many ask at the same time) and store them. */
  getOrRender(fileName: string, render: () => Promise<Buffer>): Promise<CachedImage>;
}

export function createImageCache(options: { dir?: string } = {}): ImageCache {
  const dir = resolve(options.dir ?? DEFAULT_IMAGE_CACHE_DIR);
  const inFlight = new Map<string, Promise<{ body: Buffer; storeError?: unknown }>>();

  // Any read failure (missing file, a folder that is not one, permissions) counts as a miss:
  // the cache only saves work, it must never fail a request.
  async function readCached(path: string): Promise<Buffer | null> {
    try {
      return await readFile(path);
    } catch {
      return null;
    }
  }

  /** Writes atomically; returns the error instead of throwing, as a failed store loses nothing. */
  async function store(fileName: string, body: Buffer): Promise<unknown> {
    const temporary = join(dir, `.${fileName}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`);
    try {
      await mkdir(dir, { recursive: true });
      await writeFile(temporary, body, { flag: "wx" });
      await rename(temporary, join(dir, fileName));
      return undefined;
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      return error;
    }
  }

  return {
    dir,
    async getOrRender(fileName, render) {
      const pending = inFlight.get(fileName);
      if (pending) return { body: (await pending).body, cached: true };
      const onDisk = await readCached(join(dir, fileName));
      if (onDisk) return { body: onDisk, cached: true };
      // Checked again: another request may have started rendering while this one read the disk.
      const started = inFlight.get(fileName);
      if (started) return { body: (await started).body, cached: true };
      const rendering = (async () => {
        const body = await render();
        return { body, storeError: await store(fileName, body) };
      })();
      inFlight.set(fileName, rendering);
      try {
        return { ...(await rendering), cached: false };
      } finally {
        inFlight.delete(fileName);
      }
    },
  };
}
