import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../app-env.ts";
import { securityHeaders } from "./security-headers.ts";

function appAnswering(contentType: string) {
  const app = new Hono<AppEnv>();
  app.use(securityHeaders({ trustProxy: false, publicOrigin: "https://shop.example" }));
  app.get("/answer", (c) => c.body("x", 200, { "Content-Type": contentType }));
  return app;
}

const PAGE_POLICIES = [
  "content-security-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
  "permissions-policy",
  "referrer-policy",
];

describe("security headers", () => {
  it.each(["text/html; charset=utf-8", "application/json", "image/svg+xml"])(
    "sends every policy on an answer a browser can open as a document (%s)",
    async (type) => {
      const response = await appAnswering(type).request("https://shop.example/answer");
      for (const name of PAGE_POLICIES) expect(response.headers.get(name), name).toBeTruthy();
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("strict-transport-security")).toContain("max-age=");
    },
  );

  it.each([
    "text/javascript; charset=utf-8",
    "text/css; charset=utf-8",
    "font/woff2",
    "image/png",
    "image/webp",
  ])("sends a subresource (%s) only what applies to it: no sniffing, HTTPS only", async (type) => {
    const response = await appAnswering(type).request("https://shop.example/answer");
    for (const name of PAGE_POLICIES) expect(response.headers.get(name), name).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("strict-transport-security")).toContain("max-age=");
  });
});
