/**
 * `compute` for each object once, kept for as long as the object lives: for work that follows from a value held
 * unchanged for a while (the cached shell content's navigation, a page's loader data, a build's route matcher).
 * The object is the key by identity, so a lookup costs nothing however large the value it stands for.
 */
export function oncePerObject<K extends object, V>(compute: (key: K) => V): (key: K) => V {
  const values = new WeakMap<K, V>();
  return (key) => {
    if (values.has(key)) return values.get(key) as V;
    const value = compute(key);
    values.set(key, value);
    return value;
  };
}
