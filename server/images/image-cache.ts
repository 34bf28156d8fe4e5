import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";

// Rendered images are derived data: safe to delete, cheap to rebuild, identical on every
// instance. Files are written to a temporary name and renamed into place, so an instance
// (or a second process sharing the folder) never reads a half-written image; rename is
// atomic on one file system, and two writers of the same key write the same bytes.
//
// The folder is bounded: each process keeps an index of the files it knows (found in the folder at
// its first request, oldest first, then every file it served or stored) in least-recently-used order,
// and after each store deletes the least recently used until the total is under the bound. A file
// name carries the design's fingerprint, so after a re-seed the old files are never served again,
// are never used again, and are the first to go. Instances sharing a folder each keep their own
// index; a file another instance removed is a miss, rendered again.

/** data/image-cache/ in the repository; git-ignored. */
const DEFAULT_IMAGE_CACHE_DIR = resolve(import.meta.dirname, "../../data/image-cache");

/** 1 GiB: every seeded image at every width in AVIF and WebP fits several times over at the default seed. */
const DEFAULT_IMAGE_CACHE_MAX_BYTES = 1024 * 1024 * 1024;

interface ImageCacheKey {
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

interface CachedImage {
  body: Buffer;
  /** True when the bytes came from disk (or from another request's render in flight). */
  cached: boolean;
  /** Why a fresh render could not be stored; the image is still good to serve. */
  storeError?: unknown;
}

interface ImageCache {
  readonly dir: string;
  /** The cached bytes for `fileName`, or `render()` once (however many ask at the same time) and store them. */
  getOrRender(fileName: string, render: () => Promise<Buffer>): Promise<CachedImage>;
}

interface ImageCacheOptions {
  dir?: string;
  /** The most the folder may hold, in bytes; the least recently used files go first. */
  maxBytes?: number;
}

export function createImageCache(options: ImageCacheOptions = {}): ImageCache {
  const dir = resolve(options.dir ?? DEFAULT_IMAGE_CACHE_DIR);
  const maxBytes = options.maxBytes ?? DEFAULT_IMAGE_CACHE_MAX_BYTES;
  const inFlight = new Map<string, Promise<{ body: Buffer; storeError?: unknown }>>();
  // File name → size, in least-recently-used order (a Map keeps insertion order; a use re-inserts).
  const sizes = new Map<string, number>();
  let total = 0;
  let indexed: Promise<void> | null = null;

  function remember(fileName: string, size: number): void {
    total -= sizes.get(fileName) ?? 0;
    sizes.delete(fileName);
    sizes.set(fileName, size);
    total += size;
  }

  /** What the folder already holds (another run's or instance's files), oldest first. */
  function indexFolder(): Promise<void> {
    indexed ??= (async () => {
      const names = await readdir(dir).catch(() => [] as string[]);
      const found = await Promise.all(
        names
          .filter((name) => !name.startsWith("."))
          .map(async (name) => {
            const facts = await stat(join(dir, name)).catch(() => null);
            return facts?.isFile() ? { name, size: facts.size, time: facts.mtimeMs } : null;
          }),
      );
      const files = found.filter((file) => file !== null).sort((a, b) => a.time - b.time);
      // Files this process already stored while the folder was being read are the most recent.
      const known = new Map(sizes);
      sizes.clear();
      total = 0;
      for (const file of files) if (!known.has(file.name)) remember(file.name, file.size);
      for (const [name, size] of known) remember(name, size);
    })();
    return indexed;
  }

  /** Deletes the least recently used files until the folder is under its bound, sparing `keep`. */
  async function evict(keep: string): Promise<void> {
    for (const [name, size] of sizes) {
      if (total <= maxBytes) return;
      if (name === keep || inFlight.has(name)) continue;
      sizes.delete(name);
      total -= size;
      await unlink(join(dir, name)).catch(() => undefined);
    }
  }

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
      await indexFolder();
      const pending = inFlight.get(fileName);
      if (pending) return { body: (await pending).body, cached: true };
      const onDisk = await readCached(join(dir, fileName));
      if (onDisk) {
        remember(fileName, onDisk.byteLength);
        return { body: onDisk, cached: true };
      }
      // Checked again: another request may have started rendering while this one read the disk.
      const started = inFlight.get(fileName);
      if (started) return { body: (await started).body, cached: true };
      const rendering = (async () => {
        const body = await render();
        const storeError = await store(fileName, body);
        if (!storeError) {
          remember(fileName, body.byteLength);
          await evict(fileName);
        }
        return { body, storeError };
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
