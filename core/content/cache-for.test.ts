import { describe, expect, it } from "vitest";
import { cacheFor } from "./cache-for.ts";

describe("cacheFor", () => {
  it("loads once per key within the time to live, and again after it", async () => {
    let clock = 0;
    let loads = 0;
    const cached = cacheFor(
      1000,
      async (key: string) => `${key}-${++loads}`,
      () => clock,
    );
    expect(await cached("uk")).toBe("uk-1");
    expect(await cached("uk")).toBe("uk-1");
    expect(await cached("us")).toBe("us-2");
    clock = 1001;
    expect(await cached("uk")).toBe("uk-3");
  });

  it("does not keep a failed load", async () => {
    let fail = true;
    const cached = cacheFor(1000, async () => {
      if (fail) throw new Error("down");
      return "ok";
    });
    await expect(cached("uk")).rejects.toThrow("down");
    fail = false;
    expect(await cached("uk")).toBe("ok");
  });
});
