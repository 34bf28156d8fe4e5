/**
 * Memoises an async lookup by key for a short time. Shell content changes rarely and is read on
 * every page, so each instance keeps it for seconds; a content change shows within the TTL on
 * every instance without any coordination between them.
 */
export function cacheFor<K, V>(
  ttlMs: number,
  load: (key: K) => Promise<V>,
  now: () => number = Date.now,
): (key: K) => Promise<V> {
  const entries = new Map<K, { value: Promise<V>; expires: number }>();
  return (key: K) => {
    const hit = entries.get(key);
    if (hit && hit.expires > now()) return hit.value;
    const value = load(key);
    entries.set(key, { value, expires: now() + ttlMs });
    // A failed load is not kept: the next request tries again.
    value.catch(() => entries.delete(key));
    return value;
  };
}
