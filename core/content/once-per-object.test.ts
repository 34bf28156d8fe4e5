import { describe, expect, it } from "vitest";
import { oncePerObject } from "./once-per-object.ts";

describe("oncePerObject", () => {
  it("computes once for each object, by identity", () => {
    const calls: object[] = [];
    const sizeOf = oncePerObject((list: readonly number[]) => {
      calls.push(list);
      return list.length;
    });
    const list = [1, 2, 3];
    expect(sizeOf(list)).toBe(3);
    expect(sizeOf(list)).toBe(3);
    expect(sizeOf([1, 2, 3])).toBe(3);
    expect(calls).toHaveLength(2);
  });
});
