import { describe, expect, it } from "vitest";
import { memoryRateLimitCounter } from "../../tests/setup/memory-rate-limit-counter.ts";
import { type AttemptLimits, guardSignIn, signInDelayMs } from "./attempt-limits.ts";

const limits: AttemptLimits = {
  perAccount: 3,
  perAddress: 10,
  windowSeconds: 900,
  delayMs: 1000,
  maxDelayMs: 8000,
};

function guard() {
  const counter = memoryRateLimitCounter();
  const waits: number[] = [];
  const deps = {
    counter,
    limits,
    now: () => 0,
    wait: async (ms: number) => {
      waits.push(ms);
    },
  };
  const attempt = (client: string, right: boolean, email = "ada@example.com") =>
    guardSignIn(deps, { email, client, buckets: "signIn" }, async () => ({ ok: right }));
  return { attempt, waits };
}

describe("sign-in limits", () => {
  it("wait nothing within the account's allowance, then double from the first wait up to the ceiling", () => {
    expect([3, 4, 5, 6, 7, 8, 60].map((count) => signInDelayMs(count, limits))).toEqual([
      0, 1000, 2000, 4000, 8000, 8000, 8000,
    ]);
  });

  it("never refuse the right password for a guessed account: its checks wait instead", async () => {
    const { attempt, waits } = guard();
    for (let stranger = 0; stranger < 20; stranger++) {
      const guessed = await attempt(`stranger-${stranger}`, false);
      expect(guessed).toMatchObject({ limited: false, result: { ok: false } });
    }
    const owner = await attempt("home", true);
    expect(owner).toEqual({ limited: false, result: { ok: true }, waitedMs: 8000 });
    expect(waits.slice(0, 4)).toEqual([1000, 2000, 4000, 8000]);
  });

  it("refuse an address past its wrong passwords for one account, without checking", async () => {
    const { attempt } = guard();
    for (let guess = 0; guess < 3; guess++) expect((await attempt("stranger", false)).limited).toBe(false);
    expect(await attempt("stranger", true)).toEqual({ limited: true, retryAfterSeconds: 900 });
    // Another account from that address, and this account from elsewhere, are not held back.
    expect((await attempt("stranger", true, "grace@example.com")).limited).toBe(false);
    expect((await attempt("home", true)).limited).toBe(false);
  });

  it("count only wrong passwords: the right one gives back what it counted", async () => {
    const { attempt } = guard();
    for (let visit = 0; visit < 30; visit++) expect((await attempt("office", true)).limited).toBe(false);
    for (let guess = 0; guess < 3; guess++) expect((await attempt("office", false)).limited).toBe(false);
    expect((await attempt("office", true)).limited).toBe(true);
  });
});
