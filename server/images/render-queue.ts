import { DomainError } from "../../core/errors/domain-error.ts";

// A cold render costs 1.5–3 s of CPU at 2000 px (docs/decisions/005-image-pipeline.md), and every
// address names a render the cache has not seen yet; without a bound, a flood of distinct addresses
// would take both cores from every shopper. So renders run a few at a time, a bounded list waits,
// and past that the answer is 503 with Retry-After rather than more work.

interface RenderQueueLimits {
  /** Renders running at once. */
  concurrency: number;
  /** Renders waiting for a turn; one more is refused. */
  maxWaiting: number;
  /** What Retry-After says when the list is full. */
  retryAfterSeconds: number;
}

export const DEFAULT_RENDER_QUEUE: RenderQueueLimits = {
  concurrency: 2,
  maxWaiting: 64,
  retryAfterSeconds: 2,
};

interface RenderQueue {
  /** Runs `task` when a slot is free; throws an `unavailable` DomainError at once when the list is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

export function createRenderQueue(limits: RenderQueueLimits = DEFAULT_RENDER_QUEUE): RenderQueue {
  const turns: (() => void)[] = [];
  let running = 0;

  async function takeSlot(): Promise<void> {
    if (running < limits.concurrency) {
      running++;
      return;
    }
    if (turns.length >= limits.maxWaiting)
      throw new DomainError(
        "unavailable",
        "Too many images are being drawn at the moment; please try again shortly.",
        undefined,
        { retryAfterSeconds: limits.retryAfterSeconds },
      );
    // The slot passes straight from the finishing render to this one, so `running` never dips.
    await new Promise<void>((resolve) => turns.push(resolve));
  }

  function releaseSlot(): void {
    const next = turns.shift();
    if (next) next();
    else running--;
  }

  return {
    async run(task) {
      await takeSlot();
      try {
        return await task();
      } finally {
        releaseSlot();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return turns.length;
    },
  };
}
