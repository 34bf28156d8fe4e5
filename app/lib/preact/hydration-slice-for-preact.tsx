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

// Asked by Preact's diff as it hydrates the part, before it renders it (decision 070): nothing, to hydrate it now,
// or a function taking the callback that hydrates it later, which Suspense waits on as it would on a thrown
// promise's `then`, without a throw's cost (the whole stack recorded with the page's devtools open, as Lighthouse's
// are).
Object.assign(PartOfThePage, {
  deferHydration: (): WhenToHydrate | null =>
    isPageHydrated() || performance.now() - sliceStartedAt <= SLICE_MS ? null : nextTask(),
});

type WhenToHydrate = (hydrate: () => void) => void;

/**
 * When a put-off part hydrates: in a task of its own, which starts a new slice; the part hydrates in that task's
 * microtasks. The page's hydration is held open until a task after that one, when any part it put off in turn holds
 * it. No promise: with Lighthouse's async stacks on, each promise and `then` cost ~60 µs, and a listing puts off its
 * cards in one task.
 */
function nextTask(): WhenToHydrate {
  const release = holdPageHydration();
  const waiting: (() => void)[] = [];
  inNextTask(() => {
    sliceStartedAt = performance.now();
    for (const hydrate of waiting) hydrate();
    inNextTask(release);
  });
  return (hydrate) => {
    waiting.push(hydrate);
  };
}
