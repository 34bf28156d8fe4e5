import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The fields of a Chrome trace event this reads; times in microseconds. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread time: how long the thread actually ran during the event. */
  tdur?: number;
  args?: { beginData?: { url?: string } };
}

export interface MainThreadTime {
  /**
   * Wall time of the page's main-thread tasks that Lighthouse's simulation makes long (over 50 ms once slowed), from
   * the document's parse on.
   */
  wallMs: number;
  /** How much of it the main thread actually ran; the rest it waited, for a core or on another process. */
  ranMs: number;
}

/** The page's main thread: the process and thread that parsed its document, and when it began. */
function pageMainThread(events: readonly TraceEvent[], pageUrl: string) {
  const withoutQuery = (url: string) => url.replace(/[?#].*$/, "");
  return events.find(
    (e) => e.name === "ParseHTML" && withoutQuery(e.args?.beginData?.url ?? "") === withoutQuery(pageUrl),
  );
}

const isTask = (e: TraceEvent) => e.ph === "X" && e.name === "RunTask";

/**
 * How long the page's main thread ran in its long tasks, against their wall time. Lighthouse's simulation multiplies
 * each task's wall time by the CPU slowdown; on a two-core machine the browser's own threads (software compositing,
 * the trace's screenshots), Lighthouse and the shop's server take the core from the page mid-task, and the page waits
 * on synchronous calls to the browser process (a font's lookup, storage); that waiting is multiplied too. A phone's
 * main thread has a core to itself, so a large share waiting says the blocking time measured here overstates the
 * page's own (issue 27, 28). Counted from the document's parse, not from the first paint: the simulation runs the
 * main thread's tasks one after another, and all but the first parse, layout and paint (the only ones its first
 * paint waits for) end up after that paint, where total blocking time counts them (decision 084).
 */
export function mainThreadTime(
  events: readonly TraceEvent[],
  pageUrl: string,
  slowdown: number,
): MainThreadTime {
  const parse = pageMainThread(events, pageUrl);
  if (!parse) return { wallMs: 0, ranMs: 0 };
  let wall = 0;
  let ran = 0;
  for (const e of events) {
    if (!isTask(e) || e.pid !== parse.pid || e.tid !== parse.tid) continue;
    if (e.ts < parse.ts - (e.dur ?? 0) || (e.dur ?? 0) * slowdown <= 50_000) continue;
    wall += e.dur ?? 0;
    ran += Math.min(e.tdur ?? e.dur ?? 0, e.dur ?? 0);
  }
  return { wallMs: wall / 1000, ranMs: ran / 1000 };
}

/**
 * The trace as it would read had the page's main thread never waited: each of its tasks lasts the time the thread
 * ran, and what happened inside it is shrunk in proportion, so every event stays inside its task and in its order.
 * Nothing else moves (other threads, the network, the paints' timestamps), so Lighthouse builds the same graph from
 * it and scores the page's own work at the same slowdown (decision 084).
 */
export function withoutWaiting(events: readonly TraceEvent[], pageUrl: string): TraceEvent[] {
  const parse = pageMainThread(events, pageUrl);
  const copy = events.map((e) => ({ ...e }));
  if (!parse) return copy;
  const onMain = copy
    .filter((e) => e.ph === "X" && e.pid === parse.pid && e.tid === parse.tid)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let next = 0;
  for (const task of onMain.filter(isTask)) {
    const start = task.ts;
    const end = start + (task.dur ?? 0);
    const ratio = Math.min(task.tdur ?? Number.POSITIVE_INFINITY, task.dur ?? 0) / (task.dur || 1);
    while (next < onMain.length && onMain[next]!.ts < start) next++;
    if (ratio >= 1) continue;
    for (let i = next; i < onMain.length && onMain[i]!.ts <= end; i++) {
      const event = onMain[i]!;
      if (event.ts + (event.dur ?? 0) > end) continue; // a task's sibling that merely starts as it ends
      event.ts = start + (event.ts - start) * ratio;
      if (event.dur !== undefined) event.dur *= ratio;
    }
  }
  return copy;
}

function readTrace(traceFile: string): TraceEvent[] {
  const trace = JSON.parse(readFileSync(traceFile, "utf8")) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return Array.isArray(trace) ? trace : (trace.traceEvents ?? []);
}

/** `mainThreadTime` of a trace file Lighthouse kept (`-G` writes `trace.json`). */
export function mainThreadTimeOfTrace(traceFile: string, pageUrl: string, slowdown: number): MainThreadTime {
  return mainThreadTime(readTrace(traceFile), pageUrl, slowdown);
}

/** Copies a run Lighthouse gathered (`-G`) into `to`, its trace `withoutWaiting`, for Lighthouse to score (`-A`). */
export function copyRunWithoutWaiting(from: string, to: string, pageUrl: string): void {
  mkdirSync(to, { recursive: true });
  for (const file of ["artifacts.json", "devtoolslog.json"]) copyFileSync(join(from, file), join(to, file));
  const traceEvents = withoutWaiting(readTrace(join(from, "trace.json")), pageUrl);
  writeFileSync(join(to, "trace.json"), JSON.stringify({ traceEvents }));
}
