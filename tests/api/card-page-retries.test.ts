import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type RunningCardSandbox,
  startCardSandbox,
} from "../../providers/payments/card-sandbox/start-card-sandbox.ts";
import { createTestApp, Shopper } from "../setup/api-app.ts";
import { checkoutFormSteps, findParcelVariant } from "../setup/order-harness.ts";

// spec 001 §7 `POST world-pay-iframe.json (2 retries)` (issue 24 point 15): the card page call asks the acquirer for a
// session, and a failed ask (no answer, a 5xx) is tried twice more with the same idempotency key, so a lost answer
// never makes a second session; after the third failure the call answers 503 with Retry-After. The acquirer is the
// SANDBOX on its own port behind a proxy that fails the first asks on purpose.

const API_KEY = `card-page-retries-${randomBytes(12).toString("hex")}`;
const SECRET = `card-page-retries-secret-${randomBytes(16).toString("hex")}`;

let sandbox: RunningCardSandbox;
let proxy: Server;
let harness: Awaited<ReturnType<typeof createTestApp>>;
let variant = "";
/** How many of the next session asks the proxy fails, and the keys of every session ask it saw. */
let failNext = 0;
const sessionKeys: string[] = [];

function listen(server: Server): Promise<number> {
  return new Promise((done) =>
    server.listen(0, "127.0.0.1", () => done((server.address() as AddressInfo).port)),
  );
}

beforeAll(async () => {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((done) => probe.close(done));
  const sandboxOrigin = `http://127.0.0.1:${port}`;
  await new Promise<void>((listening) => {
    sandbox = startCardSandbox({
      port,
      hostname: "127.0.0.1",
      origin: sandboxOrigin,
      apiKey: API_KEY,
      resultSecret: SECRET,
      storeOrigins: ["http://localhost"],
      log: () => {},
      onListening: () => listening(),
    });
  });
  // The store's way to the acquirer: every call passed on, but the first `failNext` session asks answered 503.
  proxy = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method === "POST" && request.url === "/sessions") {
      sessionKeys.push(String(request.headers["idempotency-key"]));
      if (failNext > 0) {
        failNext--;
        response.writeHead(503, { "content-type": "application/json" }).end('{"error":{"code":"busy"}}');
        return;
      }
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        ([name]) => !["host", "connection", "content-length"].includes(name),
      ),
    ) as Record<string, string>;
    const answer = await fetch(`${sandboxOrigin}${request.url}`, {
      method: request.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    response.writeHead(answer.status, {
      "content-type": answer.headers.get("content-type") ?? "application/json",
    });
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  const proxyPort = await listen(proxy);
  harness = await createTestApp({
    cardPayments: {
      provider: "sandbox",
      origin: `http://127.0.0.1:${proxyPort}`,
      apiKey: API_KEY,
      resultSecret: SECRET,
    },
  });
  variant = (await findParcelVariant(harness.database.db, { minStock: 40, offset: 2 })).code;
}, 120_000);

afterAll(async () => {
  await harness?.close();
  await sandbox?.close();
  await new Promise((done) => proxy?.close(done));
});

/** A guest with the variant in the bag and delivery and billing done through the checkout page's forms. */
async function readyShopper(): Promise<Shopper> {
  const s = await new Shopper(harness.app).begin();
  const added = await s.request("/uk/cart/entries", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ productSku: variant, quantity: 1 }),
  });
  expect(added.status).toBe(200);
  for (const fields of checkoutFormSteps(`retries-${randomBytes(6).toString("hex")}@example.com`)) {
    const response = await s.request("/uk/checkout/secure", {
      method: "POST",
      csrf: false,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ CSRFToken: s.csrfToken, ...fields }),
    });
    expect(response.status, fields.intent).toBe(303);
  }
  return s;
}

const cardPage = (s: Shopper) =>
  s.request("/uk/checkout/secure/world-pay-iframe.json", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ saveCard: false }),
  });

describe("world-pay-iframe.json asking the acquirer", () => {
  it("retries twice with one key: two failed asks still open one card page", async () => {
    const s = await readyShopper();
    sessionKeys.length = 0;
    failNext = 2;
    const response = await cardPage(s);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { iframeUrl: string }).iframeUrl).toMatch(/^http:\/\/127\.0\.0\.1:/);
    expect(sessionKeys).toHaveLength(3);
    expect(new Set(sessionKeys).size).toBe(1);
  });

  it("answers 503 with Retry-After once the two retries fail too, and opens the page when asked again", async () => {
    const s = await readyShopper();
    sessionKeys.length = 0;
    failNext = 3;
    const refused = await cardPage(s);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(((await refused.json()) as { message: string }).message).toBe(
      "Card payments are unavailable at the moment. Please try again.",
    );
    expect(sessionKeys).toHaveLength(3);
    expect((await cardPage(s)).status).toBe(200);
  });
});
