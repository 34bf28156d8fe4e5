import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, imageSrcSet, offeredImageWidths } from "./image-url.ts";

const widthsIn = (srcSet: string) =>
  srcSet.split(", ").map((entry) => Number(entry.split(" ")[1]?.slice(0, -1)));

describe("offeredImageWidths", () => {
  it.each([160, 800, 1600, 2000])("offers every width a srcset writes for a %i px master", (master) => {
    for (const format of ["avif", "webp"] as const)
      expect(offeredImageWidths(master, format)).toEqual(
        expect.arrayContaining(widthsIn(imageSrcSet("x", master, format))),
      );
  });

  it("offers the fixed addresses (thumbnails, the 800 px fallback, 1200 px for the API) whatever the master", () => {
    expect(offeredImageWidths(400, "webp")).toEqual([160, 320, 480, 640, 800, 1000, 1200]);
  });

  it("refuses what no page asks for: past the master, and JPEG except at 1200", () => {
    expect(offeredImageWidths(1600, "webp")).not.toContain(2000);
    expect(offeredImageWidths(2000, "avif")).toEqual(IMAGE_WIDTHS);
    expect(offeredImageWidths(2000, "jpg")).toEqual([1200]);
  });
});
