import { readFileSync } from "node:fs";

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
   * its first contentful paint on, where total blocking time counts them.
   */
  wallMs: number;
  /** How much of it the main thread actually ran; the rest it waited, for a core or on another process. */
  ranMs: number;
  /**
   * Blocking time from the page's own work: for each task, the time it ran times the slowdown, less 50 ms. Lighthouse's
   * total blocking time does the same with wall time, so it also counts the waiting; this figure leaves that out, to
   * compare two builds on a busy host.
   */
  ownBlockingMs: number;
}

/**
 * How long the page's main thread ran in its long tasks, against their wall time. Lighthouse's simulation multiplies
 * each task's wall time by the CPU slowdown; on a two-core machine the browser's own threads (software compositing,
 * the trace's screenshots), Lighthouse and the shop's server take the core from the page mid-task, and the page waits
 * on synchronous calls to the browser process (a font's lookup, storage); that waiting is multiplied too. A phone's
 * main thread has a core to itself, so a large share waiting says the blocking time measured here overstates the
 * page's own (issue 27, 28).
 */
export function mainThreadTime(
  events: readonly TraceEvent[],
  pageUrl: string,
  slowdown: number,
): MainThreadTime {
  const withoutQuery = (url: string) => url.replace(/[?#].*$/, "");
  const parse = events.find(
    (e) => e.name === "ParseHTML" && withoutQuery(e.args?.beginData?.url ?? "") === withoutQuery(pageUrl),
  );
  if (!parse) return { wallMs: 0, ranMs: 0, ownBlockingMs: 0 };
  // Total blocking time counts the tasks from the first contentful paint on: the page's first layout and paint
  // come before it, and counting them said the page's own blocking was several times what Lighthouse could count.
  const firstPaint = events.find(
    (e) => e.name === "firstContentfulPaint" && e.pid === parse.pid && e.ts >= parse.ts,
  );
  const from = firstPaint?.ts ?? parse.ts;
  let wall = 0;
  let ran = 0;
  let ownBlocking = 0;
  for (const e of events) {
    if (e.ph !== "X" || e.name !== "RunTask" || e.pid !== parse.pid || e.tid !== parse.tid) continue;
    if (e.ts < from || (e.dur ?? 0) * slowdown <= 50_000) continue;
    const taskRan = Math.min(e.tdur ?? e.dur ?? 0, e.dur ?? 0);
    wall += e.dur ?? 0;
    ran += taskRan;
    ownBlocking += Math.max(0, taskRan * slowdown - 50_000);
  }
  return { wallMs: wall / 1000, ranMs: ran / 1000, ownBlockingMs: ownBlocking / 1000 };
}

/** `mainThreadTime` of a trace file Lighthouse kept (`-G` writes `trace.json`). */
export function mainThreadTimeOfTrace(traceFile: string, pageUrl: string, slowdown: number): MainThreadTime {
  const trace = JSON.parse(readFileSync(traceFile, "utf8")) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return mainThreadTime(Array.isArray(trace) ? trace : (trace.traceEvents ?? []), pageUrl, slowdown);
}
