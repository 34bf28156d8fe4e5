import { timingSafeEqual } from "node:crypto";

// Sandbox side: a sandbox checks the store's API key in constant time, so its answer times leak nothing of the key.

export function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given, "utf8");
  const b = Buffer.from(expected, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}
