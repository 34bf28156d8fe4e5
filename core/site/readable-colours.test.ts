import { describe, expect, it } from "vitest";
import { contrastRatio, MIN_TEXT_CONTRAST, readableColours } from "./readable-colours.ts";

describe("readable banner colours (WCAG AA 4.5:1)", () => {
  it("keeps a readable pair as the content gives it", () => {
    expect(readableColours("#ffffff", "#2f2b27")).toEqual({ text: "#ffffff", background: "#2f2b27" });
  });

  it("darkens a background too light for white text until it reads", () => {
    const { background } = readableColours("#ffffff", "#6f7f6a");
    expect(background).not.toBe("#6f7f6a");
    expect(contrastRatio("#ffffff", background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it("lightens a background too dark for dark text", () => {
    const { background } = readableColours("#2f2b27", "#5a5550");
    expect(contrastRatio("#2f2b27", background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it("leaves colours it cannot read alone", () => {
    expect(readableColours("white", "rgb(1,2,3)")).toEqual({ text: "white", background: "rgb(1,2,3)" });
  });
});
