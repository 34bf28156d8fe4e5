import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COLLECT_RATE_LIMIT } from "../../server/api/collect/routes.ts";
import { createTestApp } from "../setup/api-app.ts";

// The first-party collector (issue 27 item 4; docs/decisions/047-tracking-and-consent.md): consented, same-origin
// batches are stored whole; anything else is refused and nothing is stored.
let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness.close();
});

const CONSENTED = { cookie: "twc_consent=granted", "sec-fetch-site": "same-origin" };

function batch(sessionId: string, events: unknown[]) {
  return JSON.stringify({
    sessionId,
    events: events.map((data, index) => ({ at: Date.now() + index, page: "/uk/search?text=towel", data })),
  });
}

const pageView = { event: "Page View", pageType: "search", path: "/uk/search" };
const keywordSearch = { event: "Keyword Search", keyword: "towel", searchSource: "submit" };

function post(body: string, headers: Record<string, string>) {
  return harness.app.request("http://localhost/api/collect", { method: "POST", body, headers });
}

async function storedFor(sessionId: string) {
  const rows = await harness.database.db
    .selectFrom("trackingEvents")
    .select(["name", "version", "page", "batchId", "data"])
    .where("sessionId", "=", sessionId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    ...row,
    data: typeof row.data === "string" ? JSON.parse(row.data) : row.data,
  }));
}

describe("POST /api/collect", () => {
  it("stores a consented JSON batch whole, in one batch, and answers 202 with no cookie", async () => {
    const sessionId = randomUUID();
    const response = await post(batch(sessionId, [pageView, keywordSearch]), {
      ...CONSENTED,
      "content-type": "application/json",
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ stored: 2 });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.getSetCookie()).toEqual([]);
    const rows = await storedFor(sessionId);
    expect(rows.map((row) => row.name)).toEqual(["Page View", "Keyword Search"]);
    expect(new Set(rows.map((row) => row.batchId)).size).toBe(1);
    expect(rows[1]).toMatchObject({ version: "uk", page: "/uk/search?text=towel", data: keywordSearch });
  });

  it("accepts a beacon's text/plain body with the page's Origin instead of Sec-Fetch-Site", async () => {
    const sessionId = randomUUID();
    const response = await post(batch(sessionId, [pageView]), {
      cookie: "twc_consent=granted",
      origin: "http://localhost",
      "content-type": "text/plain;charset=UTF-8",
    });
    expect(response.status).toBe(202);
    expect((await storedFor(sessionId)).map((row) => row.name)).toEqual(["Page View"]);
  });

  it("stores nothing without the shopper's consent, declined or never given", async () => {
    const sessionId = randomUUID();
    for (const cookie of ["twc_consent=denied", "", "twc_consent=yes"]) {
      const response = await post(batch(sessionId, [pageView]), {
        "sec-fetch-site": "same-origin",
        "content-type": "text/plain",
        ...(cookie ? { cookie } : {}),
      });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { message: string }).message).toMatch(/consent/);
    }
    expect(await storedFor(sessionId)).toEqual([]);
  });

  it("refuses a batch sent from another site, or by something that is not a page", async () => {
    const sessionId = randomUUID();
    const attempts: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site", origin: "https://elsewhere.example" },
      { "sec-fetch-site": "same-site" },
      { origin: "https://elsewhere.example" },
      {},
    ];
    for (const headers of attempts) {
      const response = await post(batch(sessionId, [pageView]), {
        cookie: "twc_consent=granted",
        "content-type": "text/plain",
        ...headers,
      });
      expect(response.status).toBe(403);
    }
    expect(await storedFor(sessionId)).toEqual([]);
  });

  it("refuses bad events with 400 naming what is wrong, and stores none of the batch", async () => {
    const sessionId = randomUUID();
    const bad: [unknown, RegExp][] = [
      [{ event: "Made Up" }, /events\.1\.data/],
      [{ ...keywordSearch, extra: "field" }, /events\.1\.data: Unrecognized key/],
      [
        {
          event: "Input Tracking",
          form: "login",
          field: "email",
          filled: true,
          sensitive: true,
          value: "a@b.com",
        },
        /events\.1\.data\.value: A sensitive field is reported as filled or not only/,
      ],
      [
        { event: "Add to Cart", ecommerce: { value: -1, currency: "GBP", items: [{ item_id: "A" }] } },
        /events\.1\.data\.ecommerce\.value/,
      ],
    ];
    for (const [event, message] of bad) {
      const response = await post(batch(sessionId, [pageView, event]), {
        ...CONSENTED,
        "content-type": "application/json",
      });
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { type: string; errors: { message: string }[] };
      expect(answer.type).toBe("ValidationError");
      expect(answer.errors.map((error) => error.message).join("\n")).toMatch(message);
    }
    const notJson = await post("{events:", { ...CONSENTED, "content-type": "text/plain" });
    expect(notJson.status).toBe(400);
    expect(await storedFor(sessionId)).toEqual([]);
  });

  it("holds batches to 50 events and 16 KB, and takes only JSON or text bodies", async () => {
    const sessionId = randomUUID();
    const tooMany = await post(
      batch(
        sessionId,
        Array.from({ length: 51 }, () => pageView),
      ),
      {
        ...CONSENTED,
        "content-type": "application/json",
      },
    );
    expect(tooMany.status).toBe(400);
    const long = { event: "Keyword Search", keyword: "x".repeat(190), searchSource: "submit" };
    const events = Array.from({ length: 50 }, (_, at) => ({
      at: at + 1,
      page: `/uk/${"p".repeat(400)}`,
      data: long,
    }));
    const tooLarge = await post(JSON.stringify({ sessionId, events }), {
      ...CONSENTED,
      "content-type": "application/json",
    });
    expect(tooLarge.status).toBe(413);
    const form = await post("events=1", {
      ...CONSENTED,
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(form.status).toBe(415);
    expect(await storedFor(sessionId)).toEqual([]);
  });

  it("keeps events 13 months, then the hourly sweep deletes them", async () => {
    const sessionId = randomUUID();
    const response = await post(batch(sessionId, [pageView]), { ...CONSENTED, "content-type": "text/plain" });
    expect(response.status).toBe(202);
    const day = 24 * 60 * 60 * 1000;
    await harness.services.eventCollector.sweep(new Date(Date.now() + 394 * day));
    expect(await storedFor(sessionId)).toHaveLength(1);
    await harness.services.eventCollector.sweep(new Date(Date.now() + 396 * day));
    expect(await storedFor(sessionId)).toEqual([]);
  });

  it("counts batches per client and answers 429 with Retry-After past the limit", async () => {
    const sessionId = randomUUID();
    let refused: Response | null = null;
    // Up to two windows' worth: if a window ends mid-test, the next one still refuses past its limit.
    for (let sent = 0; sent <= 2 * COLLECT_RATE_LIMIT.limit && !refused; sent++) {
      const response = await post(batch(sessionId, [pageView]), {
        ...CONSENTED,
        "content-type": "text/plain",
      });
      if (response.status === 429) refused = response;
      else expect(response.status).toBe(202);
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
