import { describe, expect, it } from "vitest";
import { enGB } from "./en-GB.ts";
import { enUS } from "./en-US.ts";
import { translate } from "./text.ts";
import { ukSpellingsIn } from "./uk-spellings.ts";

// Issue 17: a /us/ page showed "Colour: Natural · Size: Small" because the review label had no US wording.
describe("the US text catalogue", () => {
  it("words every text that has a UK spelling in US English", () => {
    const missing = Object.entries(enGB)
      .filter(([, text]) => ukSpellingsIn(text).length > 0)
      .map(([key]) => key)
      .filter((key) => ukSpellingsIn(translate("en-US", key as keyof typeof enGB)).length > 0);
    expect(missing).toEqual([]);
  });

  it("has no UK spelling in any of its own texts", () => {
    const british = Object.entries(enUS).filter(([, text]) => text && ukSpellingsIn(text).length > 0);
    expect(british).toEqual([]);
  });

  it("finds UK spellings in wording but not in placeholders", () => {
    expect(ukSpellingsIn("Colour: {colour} · Size: {size}")).toEqual(["colour"]);
    expect(ukSpellingsIn("Color: {colour}")).toEqual([]);
    expect(ukSpellingsIn("{count} colours, your favourite grey")).toEqual(["colours", "favourite", "grey"]);
  });
});
