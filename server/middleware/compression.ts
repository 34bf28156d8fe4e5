import { constants, createDeflate, createGzip, type Gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { parseAccept } from "hono/utils/accept";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";

// Compresses answers as `hono/compress` does (same encodings, threshold, content types, Vary and ETag rules), but
// with a compressor that a client going away cannot turn into a process crash. Hono's middleware pipes through the
// global CompressionStream, which Node builds from a zlib Transform through its web-stream adapter: when the client
// stops reading, the adapter destroys that Transform with an AbortError after removing its own error listener, and
// the unhandled 'error' event ends the process (honojs/node-server#388). Here the zlib stream always has a
// listener, and a cancelled answer only stops and frees it.

const ENCODINGS = ["gzip", "deflate"] as const;
type Encoding = (typeof ENCODINGS)[number];
const THRESHOLD_BYTES = 1024;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** The encoding the client prefers among ours, by its q-values; gzip first on a tie. */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (header === undefined) return undefined;
  const accepts = parseAccept(header);
  const wildcard = accepts.find((accept) => accept.type === "*")?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const explicit = accepts.find((accept) => accept.type.toLowerCase() === encoding);
    const q = explicit ? explicit.q : (wildcard ?? 0);
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/**
 * A web TransformStream over node:zlib. Output is flushed whenever the source pauses (a streamed page's shell
 * reaches the browser before its deferred parts), and bursts of chunks are compressed together.
 */
export function compressingStream(encoding: Encoding): TransformStream<Uint8Array, Uint8Array> {
  const zip: Gzip = encoding === "gzip" ? createGzip() : createDeflate();
  let output: TransformStreamDefaultController<Uint8Array> | null = null;
  let flushSoon: NodeJS.Immediate | null = null;
  zip.on("data", (chunk: Buffer) => {
    try {
      output?.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    } catch {
      // The reader went away between two chunks: the rest is not wanted.
      stop();
    }
  });
  // Every error is answered through the web stream (write callbacks, `flush`); this listener only keeps an error
  // of a destroyed compressor from being an unhandled 'error' event.
  zip.on("error", () => {});
  function stop() {
    if (flushSoon) clearImmediate(flushSoon);
    flushSoon = null;
    output = null;
    zip.destroy();
  }
  // `cancel` (the reader went away) is in the Streams standard and in Node 24, not yet in TypeScript's lib.
  const transformer: Transformer<Uint8Array, Uint8Array> & { cancel(): void } = {
    start(controller) {
      output = controller;
    },
    transform(chunk) {
      return new Promise<void>((done, fail) => {
        zip.write(chunk, (error) => (error ? fail(error) : done()));
        if (flushSoon) clearImmediate(flushSoon);
        flushSoon = setImmediate(() => {
          flushSoon = null;
          if (!zip.destroyed) zip.flush(constants.Z_SYNC_FLUSH);
        });
      });
    },
    flush() {
      if (flushSoon) clearImmediate(flushSoon);
      flushSoon = null;
      return new Promise<void>((done, fail) => {
        zip.once("end", () => done());
        zip.once("error", fail);
        zip.end();
      });
    },
    cancel() {
      stop();
    },
  };
  return new TransformStream(transformer);
}

/** `hono/compress`'s rules with `compressingStream`. */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const length = res.headers.get("Content-Length");
    const type = res.headers.get("Content-Type");
    if (
      res.status === 206 ||
      res.headers.has("Content-Encoding") ||
      res.headers.has("Transfer-Encoding") ||
      c.req.method === "HEAD" ||
      (length && Number(length) < THRESHOLD_BYTES) ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      NO_TRANSFORM.test(res.headers.get("Cache-Control") ?? "")
    )
      return;
    const vary = res.headers.get("Vary");
    if (vary !== "*" && !(vary && VARY_ACCEPT_ENCODING.test(vary)))
      c.header("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
    if (!encoding || !res.body) return;
    c.res = new Response(res.body.pipeThrough(compressingStream(encoding)), res);
    c.res.headers.delete("Content-Length");
    c.res.headers.set("Content-Encoding", encoding);
    const etag = c.res.headers.get("ETag");
    if (etag && !etag.startsWith("W/")) c.res.headers.set("ETag", `W/${etag}`);
  };
}
