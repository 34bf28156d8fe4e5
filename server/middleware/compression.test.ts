import { constants, gunzipSync, inflateSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { chooseEncoding, compressingStream, compression } from "./compression.ts";

const encoder = new TextEncoder();

async function collect(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

describe("compression", () => {
  it("compresses what it is given, whole", async () => {
    const html = `<!doctype html><p>${"the white cove ".repeat(500)}</p>`;
    const gzipped = await collect(new Response(html).body!.pipeThrough(compressingStream("gzip")));
    expect(gunzipSync(gzipped).toString()).toBe(html);
    const deflated = await collect(new Response(html).body!.pipeThrough(compressingStream("deflate")));
    expect(inflateSync(deflated).toString()).toBe(html);
    expect(gzipped.length).toBeLessThan(html.length / 10);
  });

  it("sends what it has when the source pauses, so a streamed page's shell arrives before the rest", {
    timeout: 10_000,
  }, async () => {
    let release: () => void = () => {};
    const later = new Promise<void>((done) => {
      release = done;
    });
    const source = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode("<header>shell</header>"));
        await later;
        controller.enqueue(encoder.encode("<main>deferred</main>"));
        controller.close();
      },
    });
    const reader = source.pipeThrough(compressingStream("gzip")).getReader();
    // A sync-flushed gzip start inflates on its own, without the end of the stream: read until it does. Without
    // the flush the read would wait for the deferred part, which is never released, and the test would time out.
    let sent = Buffer.alloc(0);
    let shell = "";
    while (!shell) {
      const { value, done } = await reader.read();
      if (done) throw new Error("the stream ended before the deferred part was released");
      sent = Buffer.concat([sent, value]);
      shell = gunzipSync(sent, { finishFlush: constants.Z_SYNC_FLUSH }).toString();
    }
    expect(shell).toBe("<header>shell</header>");
    release();
    await reader.cancel();
  });

  it("stops quietly when the reader goes away", async () => {
    const source = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(encoder.encode("x".repeat(4096)));
      },
    });
    const reader = source.pipeThrough(compressingStream("gzip")).getReader();
    await reader.read();
    await reader.cancel(new DOMException("gone", "AbortError"));
  });

  it("follows the client's preference and hono's rules", async () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("gzip");
    expect(chooseEncoding("deflate;q=0.9, gzip;q=0.5")).toBe("deflate");
    expect(chooseEncoding("identity")).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();

    const app = new Hono();
    app.use(compression());
    app.get("/big", (c) => c.text("a".repeat(5000)));
    app.get("/small", (c) => c.body("tiny", 200, { "Content-Type": "text/plain", "Content-Length": "4" }));
    app.get("/png", (c) => c.body("a".repeat(5000), 200, { "Content-Type": "image/png" }));
    const big = await app.request("/big", { headers: { "accept-encoding": "gzip" } });
    expect(big.headers.get("content-encoding")).toBe("gzip");
    expect(big.headers.get("vary")).toBe("Accept-Encoding");
    expect(gunzipSync(Buffer.from(await big.arrayBuffer())).toString()).toBe("a".repeat(5000));
    const small = await app.request("/small", { headers: { "accept-encoding": "gzip" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    const png = await app.request("/png", { headers: { "accept-encoding": "gzip" } });
    expect(png.headers.get("content-encoding")).toBeNull();
  });
});
