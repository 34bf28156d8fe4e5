import { type ReactNode, Suspense } from "react";
import { inNextTask } from "../in-next-task.ts";
import { holdPageHydration, isPageHydrated } from "../page-hydration.ts";

// How long one task may hydrate before the next part waits for a task of its own. Preact hydrates the whole page in
// one task, where React yields every 5 ms; on a slow phone that one task was the page's longest (issue 28).
const SLICE_MS = 4;

let sliceStartedAt = performance.now();

/**
 * Preact's `HydrationSlice` (see hydration-slice.tsx): while the page hydrates, a part reached after the task has
 * already hydrated for `SLICE_MS` is put off. Preact keeps its server markup on screen as it is, and hydrates it in
 * the next task, and so on part by part. The page counts as hydrated (`isPageHydrated`) only once every part is.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <PartOfThePage>{children}</PartOfThePage>
    </Suspense>
  );
}

function PartOfThePage({ children }: { children: ReactNode }): ReactNode {
  return children;
}

// Asked by Preact's diff as it hydrates the part, before it renders it (decision 070):
// what Suspense waits on to hydrate it later, or nothing to hydrate it now. A promise thrown from the render would do
// the same, at the cost of the whole stack recorded with the page's devtools open, as Lighthouse's are.
Object.assign(PartOfThePage, {
  deferHydration: (): PromiseLike<void> | null =>
    isPageHydrated() || performance.now() - sliceStartedAt <= SLICE_MS ? null : nextTask(),
});

/**
 * What a deferred part waits on: a thenable Suspense waits on, settled in a task of its own, which starts a new slice:
 * the part hydrates in that task's microtasks. The page's hydration is held open until a task after that one, when
 * any part it deferred in turn holds it. Not a promise: with the page's devtools open, as Lighthouse's are, each
 * promise and each `then` on one cost ~100 µs, and a listing defers its cards in one task.
 */
function nextTask(): PromiseLike<void> {
  const release = holdPageHydration();
  const resumes: (() => void)[] = [];
  inNextTask(() => {
    sliceStartedAt = performance.now();
    for (const resume of resumes) resume();
    inNextTask(release);
  });
  return {
    // biome-ignore lint/suspicious/noThenProperty: a thenable is what Suspense waits on
    then(resume) {
      if (resume) resumes.push(() => resume());
      return this as PromiseLike<never>;
    },
  };
}
