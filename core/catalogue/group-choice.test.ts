import { describe, expect, it } from "vitest";
import { offeredGroups } from "./group-choice.ts";

const groups = [
  { code: "standard", name: "Standard" },
  { code: "oxford", name: "Oxford" },
  { code: "square", name: "Square" },
];
const variant = (groupCode: string, stockLevelStatus: "inStock" | "outOfStock", notifyMe = false) => ({
  groupCode,
  stockLevelStatus,
  notifyMe,
});

describe("the groups a swatch offers (spec 002 §4)", () => {
  it("drops a group whose variants are all out of stock with notify-me off", () => {
    const variants = [
      variant("standard", "inStock"),
      variant("oxford", "outOfStock"),
      variant("square", "inStock"),
    ];
    expect(offeredGroups(groups, variants).map((g) => g.code)).toEqual(["standard", "square"]);
  });

  it("keeps a sold-out group when one of its variants offers notify-me", () => {
    const variants = [
      variant("standard", "inStock"),
      variant("oxford", "outOfStock"),
      variant("oxford", "outOfStock", true),
    ];
    expect(offeredGroups(groups, variants).map((g) => g.code)).toEqual(["standard", "oxford"]);
  });

  it("keeps a group with any variant in stock, and drops one with no variant in the swatch", () => {
    const variants = [variant("standard", "outOfStock"), variant("standard", "inStock")];
    expect(offeredGroups(groups, variants).map((g) => g.code)).toEqual(["standard"]);
  });
});
