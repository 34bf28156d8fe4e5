import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { isLoopback, mayReadMetrics } from "./metrics-access.ts";

const TOKEN = "metrics-token-0123456789abcdef";

async function ask(options: { from?: string; headers?: Record<string, string>; token?: string | null }) {
  const app = new Hono().get("/metrics", (c) =>
    c.text(mayReadMetrics(c, options.token ?? null) ? "yes" : "no"),
  );
  // @hono/node-server hands the socket to handlers as `incoming`; in-process requests have none.
  const env = options.from ? { incoming: { socket: { remoteAddress: options.from } } } : undefined;
  const response = await app.request("http://localhost/metrics", { headers: options.headers }, env);
  return response.text();
}

describe("who may read /metrics", () => {
  it("a scraper on this machine, over IPv4, IPv6 or IPv4-mapped loopback", async () => {
    for (const from of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"])
      expect(await ask({ from })).toBe("yes");
  });

  it("no one else without the token, nor a request without a socket", async () => {
    for (const from of ["10.0.0.5", "203.0.113.9", "::ffff:10.0.0.5", "fe80::1"])
      expect(await ask({ from })).toBe("no");
    expect(await ask({})).toBe("no");
  });

  it("not a request a proxy on this machine passed on: it comes from loopback but says it was forwarded", async () => {
    for (const header of [
      "x-forwarded-for",
      "forwarded",
      "x-real-ip",
      "x-forwarded-proto",
      "x-forwarded-host",
    ])
      expect(await ask({ from: "127.0.0.1", headers: { [header]: "203.0.113.9" } })).toBe("no");
  });

  it("anyone with the token, from anywhere", async () => {
    const headers = { authorization: `Bearer ${TOKEN}` };
    expect(await ask({ from: "203.0.113.9", headers, token: TOKEN })).toBe("yes");
    expect(await ask({ headers: { ...headers, "x-forwarded-for": "203.0.113.9" }, token: TOKEN })).toBe(
      "yes",
    );
  });

  it("no one with a wrong token, not even this machine; and no token works when none is set", async () => {
    expect(
      await ask({ from: "127.0.0.1", headers: { authorization: `Bearer ${TOKEN}x` }, token: TOKEN }),
    ).toBe("no");
    expect(await ask({ from: "127.0.0.1", headers: { authorization: "Bearer " }, token: null })).toBe("no");
    expect(
      await ask({ from: "203.0.113.9", headers: { authorization: `Bearer ${TOKEN}` }, token: null }),
    ).toBe("no");
  });

  it("knows loopback addresses from look-alikes", () => {
    expect(isLoopback("127.0.0.1")).toBe(true);
    expect(isLoopback("127.0.0.1.evil")).toBe(false);
    expect(isLoopback("1127.0.0.1")).toBe(false);
    expect(isLoopback("::2")).toBe(false);
  });
});
