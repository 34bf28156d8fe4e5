import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestApp } from "../setup/api-app.ts";

// Decision 064: a page's client router knows only its own routes and asks `/__manifest` for those of the addresses
// the shopper points at. The answer is the same for everyone and never changes for its address (which names the
// build), so browsers and caches keep it for good. It once went through the page cache as if it were the home page
// (its address fits `/:version`), which made it `max-age=0`: the browser then asked again on every discovery, and on
// a busy machine about one checkout journey in six stalled 30 s on one such request, with the shopper's next step
// waiting on it. An answer for an older build (a shopper whose page predates a release) is React Router's bodiless
// 204, never kept.

type Instance = Awaited<ReturnType<typeof createTestApp>>;

describe(`the route manifest on ${inject("dialect") === "postgres" ? "PostgreSQL" : "SQLite"}`, () => {
  let instance: Instance;
  let version: string;

  beforeAll(async () => {
    instance = await createTestApp();
    const home = await (await instance.app.request("http://localhost/uk/")).text();
    version = /\/assets\/manifest-([0-9a-f]+)\.js/.exec(home)?.[1] ?? "";
    expect(version).not.toBe("");
  });
  afterAll(async () => {
    await instance?.close();
  });

  const manifest = (paths: string[], of: string) =>
    instance.app.request(
      `http://localhost/__manifest?paths=${encodeURIComponent(paths.join(","))}&version=${of}`,
    );

  it("answers the routes of the addresses asked for, to be kept by anyone for good", async () => {
    const answer = await manifest(["/uk/bag", "/uk/Towels/p/P10000001"], version);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.get("set-cookie")).toBeNull();
    const routes = (await answer.json()) as Record<string, { id: string }>;
    expect(Object.keys(routes)).toEqual(expect.arrayContaining(["bag", "product"]));
    expect(Object.keys(routes)).not.toContain("checkout");
  });

  it("tells a page from an older build to load the next address afresh, every time, and lets no one keep that", async () => {
    for (const attempt of ["first", "again"]) {
      const answer = await manifest(["/uk/bag"], "0ldbui1d");
      expect(answer.status, attempt).toBe(204);
      expect(answer.headers.get("cache-control"), attempt).toMatch(/no-store/);
      expect(answer.headers.get("x-remix-reload-document"), attempt).toBe("true");
      expect(await answer.text(), attempt).toBe("");
    }
  });
});
