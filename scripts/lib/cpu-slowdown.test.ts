import { describe, expect, it } from "vitest";
import { cpuSlowdownFor } from "./cpu-slowdown.ts";

describe("cpuSlowdownFor", () => {
  it("follows the Lighthouse calculator's bands", () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 1);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 1);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(475)).toBe(1.5);
  });

  it("does not slow a machine that is already slower than the phone", () => {
    expect(cpuSlowdownFor(100)).toBe(1);
  });
});
