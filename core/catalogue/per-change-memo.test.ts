import { describe, expect, it } from "vitest";
import type { CatalogueChangeListener } from "./catalogue-changed.ts";
import { createPerChangeMemo } from "./per-change-memo.ts";

function changes() {
  const listeners: CatalogueChangeListener[] = [];
  return {
    subscribe: (listener: CatalogueChangeListener) => void listeners.push(listener),
    changed: () => {
      for (const listener of listeners) listener.changed(["P1"], "elsewhere");
    },
    missed: () => {
      for (const listener of listeners) listener.missed();
    },
  };
}

describe("createPerChangeMemo", () => {
  it("loads once for everyone until a change or a possibly missed change is heard", async () => {
    const events = changes();
    const memo = createPerChangeMemo(events, { max: 10, ttlMs: 60_000 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([memo.get("k", load), memo.get("k", load)])).toEqual([1, 1]);
    expect(await memo.get("k", load)).toBe(1);
    events.changed();
    expect(await memo.get("k", load)).toBe(2);
    events.missed();
    expect(await memo.get("k", load)).toBe(3);
  });

  it("does not keep a load that a change overtook, nor a failed one", async () => {
    const events = changes();
    const memo = createPerChangeMemo(events, { max: 10, ttlMs: 60_000 });
    let finish: (value: string) => void = () => {};
    const first = memo.get("k", () => new Promise<string>((resolve) => (finish = resolve)));
    events.changed();
    finish("before the change");
    expect(await first).toBe("before the change");
    expect(await memo.get("k", async () => "after")).toBe("after");
    await expect(memo.get("x", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await memo.get("x", async () => "up")).toBe("up");
  });

  it("forgets an entry after its lifetime, and the oldest past its bound", async () => {
    let now = 0;
    const memo = createPerChangeMemo(null, { max: 2, ttlMs: 1000, now: () => now });
    await memo.get("a", async () => "a1");
    now = 1001;
    expect(await memo.get("a", async () => "a2")).toBe("a2");
    await memo.get("b", async () => "b1");
    await memo.get("c", async () => "c1");
    expect(await memo.get("a", async () => "a3")).toBe("a3");
    expect(await memo.get("c", async () => "c2")).toBe("c1");
  });
});
