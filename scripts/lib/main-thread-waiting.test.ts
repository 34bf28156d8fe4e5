import { describe, expect, it } from "vitest";
import { mainThreadTime, type TraceEvent } from "./main-thread-waiting.ts";

const page = "http://127.0.0.1:3200/uk/our-stores";
const main = { pid: 7, tid: 1 };
const task = (ts: number, dur: number, tdur: number, where = main): TraceEvent => ({
  name: "RunTask",
  ph: "X",
  ...where,
  ts,
  dur,
  tdur,
});

describe("mainThreadTime", () => {
  const events: TraceEvent[] = [
    task(500, 40_000, 40_000), // before the page's document: another page's
    { name: "ParseHTML", ph: "X", ...main, ts: 1000, dur: 100, args: { beginData: { url: `${page}?x=1` } } },
    task(2000, 30_000, 10_000), // long once slowed 4x: 120 ms, ran a third of it
    task(40_000, 10_000, 10_000), // 40 ms at 4x: not long
    task(60_000, 20_000, 20_000), // 80 ms at 4x
    task(90_000, 50_000, 50_000, { pid: 7, tid: 2 }), // another thread
    task(90_000, 50_000, 50_000, { pid: 8, tid: 1 }), // another process
  ];

  it("sums the page's main-thread tasks that the slowdown makes long, as wall time, time run and own blocking", () => {
    expect(mainThreadTime(events, page, 4)).toEqual({ wallMs: 50, ranMs: 30, ownBlockingMs: 30 });
  });

  it("counts more tasks as long at a larger slowdown", () => {
    expect(mainThreadTime(events, page, 6)).toEqual({ wallMs: 60, ranMs: 40, ownBlockingMs: 90 });
  });

  it("counts from the first contentful paint, as total blocking time does, when the trace has one", () => {
    const painted: TraceEvent[] = [
      ...events,
      { name: "firstContentfulPaint", ph: "R", pid: 7, tid: 1, ts: 50_000 },
      { name: "firstContentfulPaint", ph: "R", pid: 9, tid: 1, ts: 1_500 }, // another page's
    ];
    // The 30 ms task before the paint is left out; the 20 ms one after it counts.
    expect(mainThreadTime(painted, page, 4)).toEqual({ wallMs: 20, ranMs: 20, ownBlockingMs: 30 });
  });

  it("finds nothing in a trace without the page's document", () => {
    expect(mainThreadTime(events, "http://127.0.0.1:3200/uk/", 4)).toEqual({
      wallMs: 0,
      ranMs: 0,
      ownBlockingMs: 0,
    });
  });
});
