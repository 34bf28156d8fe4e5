/**
 * The catalogue keys a module's source names: every quoted string that is a key, and for a template that builds a
 * key (`orders.status.${status}`), every key its fixed start begins. Over-counting costs a few bytes; a key missed
 * would show as its name, so what cannot be read from the source (a key joined with `+`) is not used in the app.
 */
export function textKeysIn(source: string, keys: readonly string[]): Set<string> {
  const known = new Set(keys);
  const found = new Set<string>();
  for (const [, literal = ""] of source.matchAll(/["'`]([A-Za-z][\w-]*(?:\.[\w-]+)+)["'`]/g))
    if (known.has(literal)) found.add(literal);
  for (const [, start = ""] of source.matchAll(/`([A-Za-z][\w-]*(?:\.[\w-]*)*)\$\{/g)) {
    if (!start.includes(".")) continue;
    for (const key of keys) if (key.startsWith(start)) found.add(key);
  }
  return found;
}
