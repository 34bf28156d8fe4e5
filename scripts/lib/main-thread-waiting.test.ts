import { describe, expect, it } from "vitest";
import { mainThreadTime, type TraceEvent, withoutWaiting } from "./main-thread-waiting.ts";

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
const parse: TraceEvent = {
  name: "ParseHTML",
  ph: "X",
  ...main,
  ts: 1000,
  dur: 100,
  args: { beginData: { url: `${page}?x=1` } },
};

describe("mainThreadTime", () => {
  const events: TraceEvent[] = [
    task(-60_000, 40_000, 40_000), // over before the page's document: another page's
    task(900, 500, 400), // the task that parses the document
    parse,
    task(2000, 30_000, 10_000), // long once slowed 4x: 120 ms, ran a third of it
    task(40_000, 10_000, 10_000), // 40 ms at 4x: not long
    { name: "firstContentfulPaint", ph: "R", ...main, ts: 50_000 },
    task(60_000, 20_000, 20_000), // 80 ms at 4x
    task(90_000, 50_000, 50_000, { pid: 7, tid: 2 }), // another thread
    task(90_000, 50_000, 50_000, { pid: 8, tid: 1 }), // another process
  ];

  it("sums the main-thread tasks the slowdown makes long, from the page's parse on, as wall time and time run", () => {
    // The first paint bounds nothing: the simulation puts the tasks before it after its own first paint.
    expect(mainThreadTime(events, page, 4)).toEqual({ wallMs: 50, ranMs: 30 });
  });

  it("counts more tasks as long at a larger slowdown", () => {
    expect(mainThreadTime(events, page, 6)).toEqual({ wallMs: 60, ranMs: 40 });
  });

  it("finds nothing in a trace without the page's document", () => {
    expect(mainThreadTime(events, "http://127.0.0.1:3200/uk/", 4)).toEqual({ wallMs: 0, ranMs: 0 });
  });
});

describe("withoutWaiting", () => {
  const layout: TraceEvent = { name: "Layout", ph: "X", ...main, ts: 12_000, dur: 8_000 };
  const events: TraceEvent[] = [
    parse,
    task(2000, 40_000, 10_000), // ran a quarter of its wall time
    layout, // inside it, 10–18 ms into it
    { name: "Paint", ph: "X", ...main, ts: 22_000, dur: 20_000 }, // to the task's end
    { name: "firstContentfulPaint", ph: "R", ...main, ts: 30_000 },
    task(50_000, 6_000, 6_000), // never waited
    task(2000, 40_000, 10_000, { pid: 7, tid: 2 }), // another thread
  ];
  const result = withoutWaiting(events, page);

  it("cuts each of the page's main-thread tasks to the time it ran, and what it did in proportion", () => {
    expect(result[1]).toMatchObject({ ts: 2000, dur: 10_000 });
    expect(result[2]).toMatchObject({ name: "Layout", ts: 4500, dur: 2000 });
    expect(result[3]).toMatchObject({ name: "Paint", ts: 7000, dur: 5000 });
  });

  it("leaves a task that never waited, other threads, marks and the trace it was given as they were", () => {
    expect(result[4]).toEqual(events[4]);
    expect(result[5]).toEqual(events[5]);
    expect(result[6]).toEqual(events[6]);
    expect(events[2]).toBe(layout);
    expect(layout).toMatchObject({ ts: 12_000, dur: 8_000 });
  });

  it("changes nothing in a trace without the page's document", () => {
    expect(withoutWaiting(events, "http://127.0.0.1:3200/uk/")).toEqual(events);
  });
});
