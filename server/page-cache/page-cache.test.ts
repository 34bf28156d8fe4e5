import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createPageCache, type RenderedPage } from "./page-cache.ts";

const page = (body: string, options: { status?: number; tags?: string[] } = {}): RenderedPage => ({
  status: options.status ?? 200,
  headers: [["content-type", "text/html"]],
  body: new TextEncoder().encode(body),
  nonce: "n",
  tags: new Set(options.tags ?? []),
  route: "/:version",
});

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("the page cache", () => {
  it("renders a page once however many ask at the same time, then serves it kept, gzipped too", async () => {
    const cache = createPageCache();
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return page("<p>home</p>");
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.serve("home", render)));
    expect(renders).toBe(1);
    expect(
      answers.every((answer) => answer.state === "MISS" && text(answer.page.body) === "<p>home</p>"),
    ).toBe(true);
    const hit = await cache.serve("home", render);
    expect(hit.state).toBe("HIT");
    expect(text(gunzipSync(hit.gzip!))).toBe("<p>home</p>");
    expect(renders).toBe(1);
  });

  it("serves a stale page while one render refreshes it, and renders afresh past the stale time", async () => {
    let now = 0;
    const cache = createPageCache({ freshMs: 1000, staleMs: 1000, now: () => now });
    let version = 1;
    const render = async () => page(`v${version++}`);
    await cache.serve("p", render);
    now = 1500;
    const stale = await cache.serve("p", render);
    expect(stale.state).toBe("STALE");
    expect(text(stale.page.body)).toBe("v1");
    await new Promise((resolve) => setImmediate(resolve));
    expect(text((await cache.serve("p", render)).page.body)).toBe("v2");
    now = 5000;
    const expired = await cache.serve("p", render);
    expect(expired.state).toBe("MISS");
    expect(text(expired.page.body)).toBe("v3");
  });

  it("keeps only whole 200 answers", async () => {
    const cache = createPageCache();
    let renders = 0;
    const notFound = async () => {
      renders++;
      return page("gone", { status: 404 });
    };
    await cache.serve("missing", notFound);
    expect((await cache.serve("missing", notFound)).state).toBe("MISS");
    expect(renders).toBe(2);
  });

  it("drops the pages that show a changed product, and never keeps a render that began before the change", async () => {
    const cache = createPageCache();
    await cache.serve("product", async () => page("£10", { tags: ["product:P1"] }));
    await cache.serve("other", async () => page("£5", { tags: ["product:P2"] }));
    let finish: (value: RenderedPage) => void = () => {};
    const slow = cache.serve("listing", () => new Promise<RenderedPage>((resolve) => (finish = resolve)));
    cache.purge(["product:P1"]);
    finish(page("£10 listed", { tags: ["product:P1"] }));
    expect((await slow).state).toBe("MISS");
    expect((await cache.serve("product", async () => page("£12"))).state).toBe("MISS");
    expect((await cache.serve("other", async () => page("never"))).state).toBe("HIT");
    expect((await cache.serve("listing", async () => page("£12 listed"))).page.body).toEqual(
      new TextEncoder().encode("£12 listed"),
    );
  });

  it("holds no more bytes than it is given, dropping the least recently used", async () => {
    const cache = createPageCache({ maxBytes: 3 * (2048 + 600) });
    const big = "x".repeat(2048);
    for (const key of ["a", "b", "c", "d", "e"]) await cache.serve(key, async () => page(big));
    expect(cache.size).toBeLessThanOrEqual(3);
    expect((await cache.serve("a", async () => page(big))).state).toBe("MISS");
  });
});
