import { describe, expect, it } from "vitest";
import { accordionTitle, toggleOpen } from "./accordion-rules.ts";
import { nextFocusTarget } from "./modal.tsx";

describe("accordion (spec 002 §4)", () => {
  it("in single mode, opening a block closes the others", () => {
    expect(toggleOpen(["a"], "b", true, "single")).toEqual(["b"]);
  });

  it("in many mode, blocks open side by side", () => {
    expect(toggleOpen(["a"], "b", true, "many")).toEqual(["a", "b"]);
    expect(toggleOpen(["a", "b"], "b", true, "many")).toEqual(["a", "b"]);
  });

  it("closing removes only that block", () => {
    expect(toggleOpen(["a", "b"], "a", false, "many")).toEqual(["b"]);
    expect(toggleOpen(["a"], "a", false, "single")).toEqual([]);
  });

  it("shows the alternate title only while expanded", () => {
    const item = { title: "Show details", expandedTitle: "Hide details" };
    expect(accordionTitle(item, false)).toBe("Show details");
    expect(accordionTitle(item, true)).toBe("Hide details");
    expect(accordionTitle({ title: "Care" }, true)).toBe("Care");
  });
});

describe("modal focus trap", () => {
  it("wraps Tab and Shift+Tab inside the dialog", () => {
    const items = ["close", "field", "submit"];
    expect(nextFocusTarget(items, "submit", false)).toBe("close");
    expect(nextFocusTarget(items, "close", true)).toBe("submit");
    expect(nextFocusTarget(items, "field", false)).toBe("submit");
    expect(nextFocusTarget(items, null, false)).toBe("close");
    expect(nextFocusTarget([], null, false)).toBeNull();
  });
});
