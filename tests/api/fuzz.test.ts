import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { OAUTH_TOKEN_PATH } from "../../server/api/oauth/routes.ts";
import { isApiPath } from "../../server/edge-routes.ts";
import { createTestApp, Shopper } from "../setup/api-app.ts";
import { logLineSink } from "../setup/log-lines.ts";
import { concretePath, honoRoutes, type InventoryRoute, pageRoutes } from "../setup/route-inventory.ts";

// Issue 12: a bounded fuzz run over every endpoint and page action, generated from the app's own route list.
// Hostile path parameters, query strings, bodies of every kind and cookies; it holds when no answer is a 5xx,
// every refusal is a 4xx with the error body, and nothing raw reaches the logs: only pino's JSON lines, whose
// message never carries the input (input may only appear JSON-escaped inside a structured field).
// FUZZ_RUNS deepens a local run; the standing suite stays bounded (about 10 s a dialect).
const RUNS = Number(process.env.FUZZ_RUNS ?? 700);
const MARKER = "FUZZ\u2063MARK";

const { lines: logLines, sink: logSink } = logLineSink();

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp({ logTo: logSink });
});
afterAll(async () => {
  await harness.close();
});

const hostile = fc.oneof(
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "%00",
    "%",
    "%E0%A4%A",
    "..",
    "../..",
    "/..//evil.com",
    "\r\nX-Forged: 1",
    `line\n{"level":50,"msg":"${MARKER}"}`,
    "é",
    "😀",
    "-1",
    "1e309",
    "NaN",
    "[]",
    "{}",
    "null",
    "true",
    "x".repeat(3000),
    "<script>alert(1)</script>",
    "' or 1=1 --",
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 20 }),
);

const withMarker = hostile.map((value) => `${value}${MARKER}`);
const segment = fc.oneof(hostile, withMarker).map((value) => encodeURIComponent(value));
const rawSegment = fc.constantFrom("%", "%zz", "%C3%28", "..", "%2e%2e", "%2F", "");

const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom("productSku", "quantity", "email", "code", "name", "entries", "params"),
    hostile,
  ),
);

const body = fc.oneof(
  fc.constant({ type: undefined, text: undefined }),
  jsonValue.map((value) => ({ type: "application/json", text: JSON.stringify(value) })),
  fc.constant({ type: "application/json", text: '{"unterminated' }),
  fc
    .dictionary(
      fc.constantFrom("eMail", "message", "email", "firstName", "code", "countryCode", "returnTo"),
      hostile,
    )
    .map((fields) => ({
      type: "application/x-www-form-urlencoded",
      text: new URLSearchParams({ ...fields, note: MARKER }).toString(),
    })),
  fc.constantFrom(
    { type: "multipart/form-data; boundary=zz", text: "garbage" },
    { type: "multipart/form-data", text: "--x\r\n" },
    {
      type: "multipart/form-data; boundary=b",
      text: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n--b--',
    },
    { type: "text/plain", text: `hello ${MARKER}` },
    { type: "application/xml", text: "<a/>" },
  ),
);

const requestArb = (routes: InventoryRoute[]) =>
  fc.record({
    route: fc.constantFrom(...routes),
    params: fc.array(fc.oneof(segment, rawSegment, fc.constant(undefined)), { minLength: 6, maxLength: 6 }),
    query: fc.array(
      fc.tuple(fc.constantFrom("url", "term", "text", "ids", "page", "sort", "productCodes", "q"), hostile),
      {
        maxLength: 3,
      },
    ),
    body,
    csrf: fc.boolean(),
    cookie: fc.option(segment, { nil: undefined }),
    dataSuffix: fc.boolean(),
  });

describe(`fuzzing every route (${inject("dialect")})`, () => {
  it(
    "answers no 5xx, refuses with a 4xx and the error body, and logs no raw input",
    async () => {
      const routes = [...honoRoutes(harness.app), ...pageRoutes(harness.build)];
      const consoleCalls = [vi.spyOn(console, "error"), vi.spyOn(console, "warn"), vi.spyOn(console, "log")];
      const shopper = await new Shopper(harness.app).begin();
      let requests = 0;
      let serverErrors = 0;

      await fc.assert(
        fc.asyncProperty(requestArb(routes), async (input) => {
          let i = 0;
          let path = concretePath(input.route.pattern, (name) => {
            const value = input.params[i++ % input.params.length];
            return value === undefined ? (name === "version" ? "uk" : "x") : value || "x";
          });
          if (input.route.page && input.dataSuffix) path = `${path.replace(/\/$/, "")}.data`;
          const query = input.query.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&");
          const address = query ? `${path}?${query}` : path;
          const headers: Record<string, string> = {};
          if (input.body.type) headers["content-type"] = input.body.type;
          if (input.cookie) headers.cookie = `twc_session=${input.cookie}`;
          const hasBody = input.route.method !== "GET" && input.body.text !== undefined;
          const response = await shopper.request(address, {
            method: input.route.method,
            csrf: input.csrf,
            headers,
            body: hasBody ? input.body.text : undefined,
          });
          requests++;
          const text = await response.text();
          // A readiness probe answers 503 by design when the database is slow to answer (docs/operations.md).
          const readinessProbe = path === "/healthz" && response.status === 503;
          if (response.status >= 500 && !readinessProbe) {
            serverErrors++;
            throw new Error(`${input.route.method} ${address} → ${response.status}`);
          }
          if (response.status >= 400 && isApiPath(new URL(address, "http://localhost").pathname)) {
            // spec 002 §7: the magazine search answers its errors with an empty object.
            if (path.startsWith("/api/algolia/") && text === "{}") return true;
            const parsed = JSON.parse(text) as {
              type?: unknown;
              message?: unknown;
              error?: unknown;
              status?: unknown;
              data?: { message?: unknown };
            };
            // RFC 6749 §5.2: the OAuth token endpoint answers its errors as {error, error_description}.
            if (path === OAUTH_TOKEN_PATH && typeof parsed.error === "string") return true;
            // docs/operations.md: the readiness probe's 503 says why it is not ready, in its own body.
            if (readinessProbe && (parsed.status === "unavailable" || parsed.status === "starting"))
              return true;
            // spec 001 §7 "Account": the address and my-account calls carry a status; on fail, a data message.
            if (
              /^(\/[^/]+)?\/(api\/common\/address|my-account-endpoint)(\/|$)/.test(path) &&
              parsed.status === "fail" &&
              typeof parsed.data?.message === "string"
            )
              return true;
            if (typeof parsed.type !== "string" || typeof parsed.message !== "string") {
              throw new Error(`${input.route.method} ${address} → ${response.status} without the error body`);
            }
          }
          return true;
        }),
        { numRuns: RUNS, endOnFailure: true },
      );

      process.stdout.write(
        `\nfuzz (${inject("dialect")}): ${requests} requests, ${serverErrors} answered 5xx\n`,
      );
      expect(serverErrors).toBe(0);
      expect(requests).toBeGreaterThanOrEqual(RUNS);
      // Structured logs only: each line is one JSON object whose message is ours, never the input.
      for (const line of logLines) {
        const entry = JSON.parse(line) as { msg?: string };
        expect(entry.msg ?? "").not.toContain(MARKER);
        expect(entry.msg ?? "").not.toContain("\n");
      }
      for (const spy of consoleCalls) {
        expect(spy).not.toHaveBeenCalled();
        spy.mockRestore();
      }
    },
    Math.max(30_000, RUNS * 30),
  );
});
