import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type ServerProcess, startServerProcess } from "../setup/server-process.ts";

// No client can stop the process (ARCHITECTURE.md "Trust and operations"): a shopper who navigates away, a dropped
// phone connection or a crawler that reads only the headers ends its own answer and nothing else. The store runs as
// its own process, as `npm start` runs it; every kind of answer is cancelled mid-stream, compressed and not, many
// at once, and the process must still be there and answering. The streams are the same whatever the database, so
// this runs on one dialect.

const ENCODINGS = ["gzip", "identity"] as const;
/** After the headers only; after the first chunk of the body; or by cutting the connection while reading. */
const CANCELS = ["headers", "first-chunk", "abort"] as const;
const ROUNDS = 3;
const AT_ONCE = 48;

async function answerOf(origin: string, path: string, accept = "gzip"): Promise<string> {
  const response = await fetch(`${origin}${path}`, { headers: { "accept-encoding": accept } });
  return response.text();
}

/** The answer's own paths of every kind: pages (streamed), JSON calls, images and built assets. */
async function pathsToCancel(origin: string): Promise<string[]> {
  const home = await answerOf(origin, "/uk/");
  const first = (pattern: RegExp) => {
    const found = home.match(pattern)?.[1];
    if (!found) throw new Error(`the home page has no ${pattern}`);
    return found;
  };
  const product = first(/href="(\/uk\/[^"/]+\/p\/P\d+)"/);
  const listing = first(/href="(\/uk\/c\/[^"]+)"/);
  const image = first(/src="(\/images\/[^"]+)"/);
  const script = first(/"(\/assets\/[^"]+\.js)"/);
  return [
    "/uk/",
    "/uk/magazine",
    listing,
    "/uk/search?text=towel",
    product,
    `${product}?swatch=none`,
    "/uk/help/delivery",
    "/uk/bag",
    "/uk/login",
    "/uk/no-such-page-at-all",
    "/us/",
    "/uk/search/autocomplete?term=tow",
    "/bag/cart.json",
    "/uk/header/cart/rollover",
    "/api/common/universalVariable.json",
    "/checkout/secure/countries.json",
    "/healthz",
    image,
    script,
  ];
}

async function cancelOne(origin: string, path: string, encoding: string, cancel: (typeof CANCELS)[number]) {
  const controller = new AbortController();
  try {
    const response = await fetch(`${origin}${path}`, {
      headers: { "accept-encoding": encoding },
      signal: controller.signal,
    });
    if (cancel === "headers") {
      await response.body?.cancel();
      return;
    }
    const reader = response.body?.getReader();
    await reader?.read();
    if (cancel === "abort") controller.abort();
    else await reader?.cancel();
  } catch {
    // The client's own abort: what is under test is the server.
  }
}

describe.skipIf(inject("dialect") !== "sqlite")("answers cancelled mid-stream", () => {
  let server: ServerProcess;
  let paths: string[] = [];

  beforeAll(async () => {
    server = await startServerProcess({ DATABASE_URL: inject("databaseUrl") });
    paths = await pathsToCancel(server.origin);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  it("leave the process serving, whatever the answer, its encoding and when it is cut", async () => {
    const jobs: (() => Promise<void>)[] = [];
    for (let round = 0; round < ROUNDS; round++)
      for (const path of paths)
        for (const encoding of ENCODINGS)
          for (const cancel of CANCELS) jobs.push(() => cancelOne(server.origin, path, encoding, cancel));
    expect(jobs.length).toBeGreaterThanOrEqual(300);

    let next = 0;
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        while (next < jobs.length) await jobs[next++]?.();
      }),
    );

    expect(server.exited()).toBeNull();
    const live = await fetch(`${server.origin}/livez`);
    expect(live.status).toBe(200);
    // And it still serves whole pages, compressed and not.
    for (const encoding of ENCODINGS) {
      const page = await answerOf(server.origin, "/uk/magazine", encoding);
      expect(page).toContain("</html>");
    }
    expect(server.logs.filter((line) => line.level >= 60)).toEqual([]);
    // Every stream has its own error path: the last-resort handler (server/last-resort.ts) had nothing to catch.
    expect(server.logs.filter((line) => String(line.msg).startsWith("stray stream error"))).toEqual([]);
  }, 180_000);
});
