// scrypt runs on libuv's thread pool (4 threads by default), which also serves file reads, DNS look-ups and
// compression. A burst of sign-ins hashing at once filled it, so database connections and responses stalled
// behind them (a PostgreSQL pool timed out under 50 concurrent sign-ins). At most `limit` hashes run at once;
// the rest wait their turn in order.
export function createHashingQueue(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
