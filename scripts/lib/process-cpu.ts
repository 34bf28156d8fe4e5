import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** Linux's clock ticks a second (USER_HZ), in which /proc counts CPU time. */
const TICKS_PER_SECOND = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;

/**
 * Milliseconds of CPU (user and system) in a /proc/PID/stat line: its 14th and 15th fields, counted after the
 * command name's closing parenthesis, since the name itself may hold spaces and parentheses.
 */
export function cpuMsOfStat(stat: string, ticksPerSecond = TICKS_PER_SECOND): number {
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** A process's CPU time so far (user and system), in milliseconds, from /proc; null where there is none. */
export function processCpuMs(pid: number | string | undefined): number | null {
  if (pid === undefined) return null;
  try {
    return cpuMsOfStat(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return null;
  }
}

/** The machine's busy and total CPU-seconds since boot, from /proc/stat's first line. */
export function machineCpuSeconds(): { busy: number; total: number } {
  const firstLine = readFileSync("/proc/stat", "utf8").split("\n", 1)[0] ?? "";
  // user nice system idle iowait irq softirq steal, in clock ticks
  const ticks = firstLine.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
}
