import { monitorEventLoopDelay } from "node:perf_hooks";
import type { Meter } from "@opentelemetry/api";

/**
 * The process's own gauges, under the names Prometheus's client libraries give them (prom-client's for the event
 * loop), so dashboards made for them work: `changes(process_start_time_seconds[1h])` counts a supervisor's
 * restarts of the process; memory and the event loop's lag show a process about to be killed or too busy to answer.
 */
export function observeProcess(meter: Meter): { stop(): void } {
  const startedAtSeconds = (Date.now() - process.uptime() * 1000) / 1000;
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();

  const start = meter.createObservableGauge("process.start_time_seconds", {
    description: "When this process started, in seconds since the Unix epoch.",
    unit: "s",
  });
  const memory = meter.createObservableGauge("process.resident_memory_bytes", {
    description: "Resident memory of the process.",
    unit: "By",
  });
  const loopDelay = meter.createObservableGauge("nodejs.eventloop.lag.p99_seconds", {
    description: "99th percentile of the event loop's lag since the previous scrape.",
    unit: "s",
  });
  start.addCallback((result) => result.observe(startedAtSeconds));
  memory.addCallback((result) => result.observe(process.memoryUsage.rss()));
  loopDelay.addCallback((result) => {
    // Nanoseconds; reset so each scrape reports the interval since the last one.
    result.observe(delay.percentile(99) / 1e9);
    delay.reset();
  });
  return { stop: () => delay.disable() };
}
