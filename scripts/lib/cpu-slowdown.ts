// Lighthouse's CPU throttling is relative to the machine it runs on: its default 4x slowdown turns a
// high-end desktop (BenchmarkIndex about 1,500) into a mid-tier phone. Lighthouse's documentation asks
// for a calibrated multiplier on any other machine (docs/throttling.md, "Calibrating the CPU slowdown"),
// and names its calculator (lighthouse-cpu-throttling-calculator) for it; `cpuSlowdownFor` follows the
// calculator's published bands. Decision 010 records why `npm run perf` calibrates.

/** Lighthouse's default slowdown, meant for a high-end desktop. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * The slowdown that makes a machine of this BenchmarkIndex behave like Lighthouse's mid-tier phone:
 * 1,300 and up gain one step per 233 (1,533 is the default 4x); 800 to 1,300 run from 2x to 3x; 150 to
 * 800 from 1x to 2x. Below 150 the machine is already slower than the phone, and it is not slowed.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}
