import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestApp } from "../setup/api-app.ts";

// Decision 064: a page's client router knows only its own routes and asks `/__manifest` for those of the addresses
// the shopper points at. The answer is the same for everyone, so the page cache shares it; an answer for an older
// build (a shopper whose page predates a release) is React Router's bodiless 204, which the cache once turned into
// a 500 by giving it an empty body.

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

  it("answers the routes of the addresses asked for, shared", async () => {
    const answer = await manifest(["/uk/bag", "/uk/Towels/p/P10000001"], version);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toMatch(/^public/);
    expect(answer.headers.get("set-cookie")).toBeNull();
    const routes = (await answer.json()) as Record<string, { id: string }>;
    expect(Object.keys(routes)).toEqual(expect.arrayContaining(["bag", "product"]));
    expect(Object.keys(routes)).not.toContain("checkout");
  });

  it("tells a page from an older build to load the next address afresh, from the cache too", async () => {
    for (const attempt of ["first", "cached"]) {
      const answer = await manifest(["/uk/bag"], "0ldbui1d");
      expect(answer.status, attempt).toBe(204);
      expect(answer.headers.get("x-remix-reload-document"), attempt).toBe("true");
      expect(await answer.text(), attempt).toBe("");
    }
  });
});
