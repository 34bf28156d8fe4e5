// A loader's large, plain part travels to the browser as one JSON string, not as the router's own encoding
// (decision 069). React Router writes loader data into the page as turbo-stream: every object, key and value an entry
// of its own, which the browser rebuilds one by one with a closure each, before it can hydrate anything. A listing's
// 1,400 entries took 11–35 ms of a phone's main thread unthrottled on a two-core host; `JSON.parse` reads the same
// data as a string in well under 1 ms, and the server's `JSON.stringify` is cheaper than the encoding too.

/** The JSON text of a `T`. */
export type JsonText<T> = string & { readonly __jsonTextOf?: T };

/** `T` with whatever JSON would not give back as it was (a date, a map, a promise, a function) typed `never`. */
type PlainData<T> = T extends
  | Date
  | ReadonlyMap<unknown, unknown>
  | ReadonlySet<unknown>
  | PromiseLike<unknown>
  ? never
  : T extends (...args: never[]) => unknown
    ? never
    : T extends bigint | symbol
      ? never
      : T extends object
        ? { [K in keyof T]: PlainData<T[K]> }
        : T;

/** Only plain data: a value holding anything else does not compile. */
export function toJsonText<T>(value: T & PlainData<T>): JsonText<T> {
  return JSON.stringify(value) as JsonText<T>;
}

/**
 * The JSON text of two objects' keys together (`{ ...a, ...b }` for objects with no key in common), joined as text:
 * a part written once can be joined to one written per request without writing it again.
 */
export function joinedJsonTexts<A extends object, B extends object>(
  a: JsonText<A>,
  b: JsonText<B>,
): JsonText<A & B> {
  if (!a.startsWith("{") || !b.startsWith("{")) throw new TypeError("Only objects' texts are joined");
  if (a === "{}") return b as JsonText<A & B>;
  if (b === "{}") return a as JsonText<A & B>;
  return `${a.slice(0, -1)},${b.slice(1)}` as JsonText<A & B>;
}

// Many components read the same loader data in one render (the shell's, through useSite): each text is parsed once.
// Keyed by the string itself, which is the very loader value on every read; a few entries cover a navigation's
// old and new pages.
const parsed = new Map<string, unknown>();
const KEEP = 4;

/** The value of a JSON text, parsed once and shared: treat it as read-only. */
export function fromJsonText<T>(text: JsonText<T>): T {
  if (parsed.has(text)) return parsed.get(text) as T;
  const value = JSON.parse(text) as T;
  parsed.set(text, value);
  if (parsed.size > KEEP) parsed.delete(parsed.keys().next().value as string);
  return value;
}
