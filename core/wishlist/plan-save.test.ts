import { describe, expect, it } from "vitest";
import { planSave } from "./plan-save.ts";
import { isSavedItemsFull, newestFirst, oldestEntry, withEntryFirst } from "./saved-item.ts";

const entries = (...codes: string[]) => codes.map((code, i) => ({ position: i + 1, code }));

describe("planSave", () => {
  it("inserts below the maximum", () => {
    expect(planSave(entries("a", "b"), "c", 3, false)).toEqual({ kind: "insert", removePositions: [] });
  });
  it("refuses at the maximum unless the shopper chose to replace", () => {
    expect(planSave(entries("a", "b", "c"), "d", 3, false)).toEqual({ kind: "refuse", maxItems: 3 });
  });
  it("replaces the oldest saved item when the maximum is exceeded", () => {
    expect(planSave(entries("a", "b", "c"), "d", 3, true)).toEqual({ kind: "insert", removePositions: [1] });
  });
  it("moves a product saved again to the front without counting it twice", () => {
    expect(planSave(entries("a", "b", "c"), "a", 3, false)).toEqual({ kind: "insert", removePositions: [1] });
  });
  it("makes room when a lowered maximum leaves the list over it", () => {
    expect(planSave(entries("a", "b", "c", "d"), "e", 2, true)).toEqual({
      kind: "insert",
      removePositions: [3, 2, 1],
    });
  });
});

describe("saved-item order", () => {
  it("lists newest first and finds the oldest at the last position", () => {
    const list = [
      { position: 4, code: "x" },
      { position: 9, code: "y" },
      { position: 1, code: "z" },
    ];
    expect(newestFirst(list).map((e) => e.code)).toEqual(["y", "x", "z"]);
    expect(oldestEntry(list)?.code).toBe("z");
    expect(oldestEntry([])).toBeUndefined();
  });
  it("puts a new entry first on the client, once", () => {
    expect(withEntryFirst([{ code: "a" }, { code: "b" }], { code: "b" })).toEqual([
      { code: "b" },
      { code: "a" },
    ]);
  });
  it("is full at the maximum", () => {
    expect(isSavedItemsFull(49, 50)).toBe(false);
    expect(isSavedItemsFull(50, 50)).toBe(true);
  });
});
