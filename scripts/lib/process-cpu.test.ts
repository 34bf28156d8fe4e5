import { describe, expect, it } from "vitest";
import { cpuMsOfStat, processCpuMs } from "./process-cpu.ts";

describe("cpuMsOfStat", () => {
  it("adds user and system time, counting fields after the name even when the name holds spaces and parentheses", () => {
    const stat = "4242 (Web Content (x) 2) S 1 4242 4242 0 -1 4194560 900 0 0 0 250 50 0 0 20 0 12 0 100 0 0";
    expect(cpuMsOfStat(stat, 100)).toBe(3000);
    expect(cpuMsOfStat(stat, 250)).toBe(1200);
  });
});

describe("processCpuMs", () => {
  it("reads this process's own time, and answers null for a process that is not there", () => {
    expect(processCpuMs(process.pid)).toBeGreaterThanOrEqual(0);
    expect(processCpuMs(undefined)).toBeNull();
    expect(processCpuMs("not-a-pid")).toBeNull();
  });
});
