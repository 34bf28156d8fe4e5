import { describe, expect, it } from "vitest";
import { assertSliderItems, indexAtScroll, showArrows, showDots, slidesPerView } from "./slider-rules.ts";

describe("slides per view (spec 002 §9)", () => {
  it.each([
    [375, 1.5],
    [767, 1.5],
    [768, 2.5],
    [1024, 2.5],
    [1278, 2.5],
    [1279, 3],
    [1920, 3],
  ])("at %i px shows %d slides", (width, count) => {
    expect(slidesPerView(width)).toBe(count);
  });

  it("follows custom breakpoints", () => {
    expect(slidesPerView(500, { 0: 1, 480: 2 })).toBe(2);
    expect(slidesPerView(100, { 0: 1, 480: 2 })).toBe(1);
  });
});

describe("arrows and dots (spec 002 §4)", () => {
  it("shows arrows only for more than one item", () => {
    expect(showArrows({ arrows: "auto", itemCount: 1, perView: 3 })).toBe(false);
    expect(showArrows({ arrows: "auto", itemCount: 2, perView: 3 })).toBe(true);
  });

  it("under forceArrows, only when items exceed the slides per view", () => {
    expect(showArrows({ arrows: "center", itemCount: 3, perView: 3, forceArrows: true })).toBe(false);
    expect(showArrows({ arrows: "center", itemCount: 4, perView: 3, forceArrows: true })).toBe(true);
  });

  it("never shows hidden arrows or dots", () => {
    expect(showArrows({ arrows: "hidden", itemCount: 9, perView: 1 })).toBe(false);
    expect(showDots({ dots: "hidden", itemCount: 9, forceDots: true })).toBe(false);
  });

  it("shows dots for more than one item or when forced", () => {
    expect(showDots({ dots: "bottom", itemCount: 1 })).toBe(false);
    expect(showDots({ dots: "bottom", itemCount: 1, forceDots: true })).toBe(true);
    expect(showDots({ dots: "snap", itemCount: 2 })).toBe(true);
  });
});

describe("items and position", () => {
  it("requires a non-empty list", () => {
    expect(() => assertSliderItems([])).toThrow(/non-empty/);
    expect(assertSliderItems([1])).toEqual([1]);
  });

  it("finds the first visible slide from the scroll position", () => {
    expect(indexAtScroll(0, 200, 5)).toBe(0);
    expect(indexAtScroll(390, 200, 5)).toBe(2);
    expect(indexAtScroll(5000, 200, 5)).toBe(4);
    expect(indexAtScroll(100, 0, 5)).toBe(0);
  });
});
