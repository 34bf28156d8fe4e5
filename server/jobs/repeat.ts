// How every scheduled job of an instance runs: once at start-up, then every `intervalMs`, never two runs of one job
// at once (a slow run makes the next tick skip), never keeping a stopping process alive. Each job is written to be
// harmless when several instances run it at the same moment, so no lock or leader is needed.

export interface RepeatedJob {
  stop(): void;
}

/** Runs `run` now and then every `intervalMs`; a failure goes to `onError` and the next tick tries again. */
export function repeat(
  intervalMs: number,
  run: () => Promise<void>,
  onError: (error: unknown) => void,
): RepeatedJob {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await run();
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
