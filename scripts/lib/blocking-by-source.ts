/** A long task as Lighthouse's `long-tasks` audit lists it: simulated start and duration, in ms, and its source. */
export interface LongTask {
  startTime: number;
  duration: number;
  /** The script the task's work is attributed to, the page's own address, or "Unattributable". */
  url: string;
}

export interface BlockingBySource {
  /** Blocking time of tasks attributed to a script: hydration, effects, the router. */
  scriptsMs: number;
  /** Blocking time of the rest: the document's own parsing, style, layout and paint, and what no script claims. */
  documentMs: number;
}

const BLOCKING_THRESHOLD_MS = 50;

/**
 * Splits a run's total blocking time between scripts and the document's own rendering, as Lighthouse counts it:
 * each task clipped to the window from first contentful paint to interactive, less 50 ms. Lighthouse simulates
 * first contentful paint on a graph that keeps only the first parsing task, the first layout and the first paint,
 * so in the full simulation, after the other parsing tasks, the first paint's own style-and-layout task often starts
 * after it and counts in full (issue 28: most of the listing's blocking on a busy two-core host). Lighthouse lists at most 20 long tasks, from
 * one of the two simulations whose blocking times it averages: the split is of those, a share rather than its total.
 */
export function blockingBySource(
  tasks: readonly LongTask[],
  firstContentfulPaintMs: number,
  interactiveMs: number,
): BlockingBySource {
  let scriptsMs = 0;
  let documentMs = 0;
  for (const task of tasks) {
    const start = Math.max(task.startTime, firstContentfulPaintMs);
    const end = Math.min(task.startTime + task.duration, interactiveMs);
    const blocking = end - start - BLOCKING_THRESHOLD_MS;
    if (blocking <= 0) continue;
    if (/\.m?js([?#].*)?$/.test(task.url)) scriptsMs += blocking;
    else documentMs += blocking;
  }
  return { scriptsMs: Math.round(scriptsMs), documentMs: Math.round(documentMs) };
}
