import { describe, expect, it } from "vitest";
import { memoryRateLimitCounter as memoryCounter } from "../../tests/setup/memory-rate-limit-counter.ts";
import { consumeRateLimit, reserveRateLimit, windowOf } from "./rate-limit.ts";

const rule = { bucket: "contact-us", limit: 2, windowSeconds: 60 };

describe("rate limits", () => {
  it("allows the limit within a window and refuses the next hit until the window ends", async () => {
    const counter = memoryCounter();
    const now = 120_000 + 15_000;
    expect((await consumeRateLimit(counter, rule, "a", now)).allowed).toBe(true);
    expect((await consumeRateLimit(counter, rule, "a", now)).allowed).toBe(true);
    const refused = await consumeRateLimit(counter, rule, "a", now);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect((await consumeRateLimit(counter, rule, "a", now + 45_000)).allowed).toBe(true);
  });

  it("counts each client and bucket apart", async () => {
    const counter = memoryCounter();
    for (let i = 0; i < 3; i++) await consumeRateLimit(counter, rule, "a", 0);
    expect((await consumeRateLimit(counter, rule, "b", 0)).allowed).toBe(true);
    expect((await consumeRateLimit(counter, { ...rule, bucket: "newsletter" }, "a", 0)).allowed).toBe(true);
  });

  it("takes back a reserved hit, so only attempts that turn out to count use up the allowance", async () => {
    const counter = memoryCounter();
    for (let i = 0; i < 5; i++) {
      const reserved = await reserveRateLimit(counter, rule, "a", 0);
      expect(reserved.allowed).toBe(true);
      await reserved.refund();
    }
    const first = await reserveRateLimit(counter, rule, "a", 0);
    const second = await reserveRateLimit(counter, rule, "a", 0);
    expect([first.hits, second.hits]).toEqual([1, 2]);
    expect((await reserveRateLimit(counter, rule, "a", 0)).allowed).toBe(false);
  });

  it("starts windows at multiples of their length", () => {
    expect(windowOf(rule, 59_999)).toEqual({ index: 0, endsAtMs: 60_000 });
    expect(windowOf(rule, 60_000)).toEqual({ index: 1, endsAtMs: 120_000 });
  });
});
