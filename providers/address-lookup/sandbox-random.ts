// The sandbox's generator: seeded from a name (a town, a postcode), so each place's addresses stay the same
// whatever else is added to the tables, and a suggestion's id reads back the same address on every instance.

/** FNV-1a: a stable 32-bit number for a string. */
function seedOf(name: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < name.length; index++) {
    hash ^= name.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface SandboxRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  between(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32, seeded from a name. */
export function randomFor(name: string): SandboxRandom {
  let state = seedOf(name);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    between,
    pick: <T>(items: readonly T[]): T => {
      const item = items[between(0, items.length - 1)];
      if (item === undefined) throw new Error("the sandbox picked from an empty list");
      return item;
    },
  };
}
