import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { mayReadMetrics } from "./metrics-access.ts";

const TOKEN = "metrics-token-0123456789abcdef";

async function ask(options: {
  from?: string;
  headers?: Record<string, string>;
  token?: string | null;
  trustProxy?: boolean;
  host?: string;
}) {
  const app = new Hono().get("/metrics", (c) =>
    c.text(
      mayReadMetrics(c, {
        token: options.token ?? null,
        trustProxy: options.trustProxy ?? false,
        publicOrigin: "https://shop.example",
      })
        ? "yes"
        : "no",
    ),
  );
  // @hono/node-server hands the socket to handlers as `incoming`; in-process requests have none.
  const env = options.from ? { incoming: { socket: { remoteAddress: options.from } } } : undefined;
  const url = `http://${options.host ?? "localhost:3000"}/metrics`;
  const response = await app.request(url, { headers: options.headers }, env);
  return response.text();
}

describe("who may read /metrics", () => {
  it("a scraper on this machine, over IPv4, IPv6 or IPv4-mapped loopback, by a loopback name or the shop's", async () => {
    for (const from of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"])
      expect(await ask({ from })).toBe("yes");
    expect(await ask({ from: "127.0.0.1", host: "shop.example" })).toBe("yes");
  });

  it("no one else without the token, nor a request without a socket", async () => {
    for (const from of ["10.0.0.5", "203.0.113.9", "::ffff:10.0.0.5", "fe80::1"])
      expect(await ask({ from })).toBe("no");
    expect(await ask({})).toBe("no");
  });

  it("not a request a proxy on this machine passed on: it comes from loopback but says it was forwarded", async () => {
    for (const header of ["x-forwarded-for", "forwarded", "x-real-ip"])
      expect(await ask({ from: "127.0.0.1", headers: { [header]: "203.0.113.9" } })).toBe("no");
    // Behind a trusted proxy the address it forwarded is the client's.
    const forwarded = { "x-forwarded-for": "203.0.113.9" };
    expect(await ask({ from: "127.0.0.1", headers: forwarded, trustProxy: true })).toBe("no");
  });

  it("not a page in a browser on this machine that reached us by another name (DNS rebinding)", async () => {
    expect(await ask({ from: "127.0.0.1", host: "attacker.example" })).toBe("no");
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
});
