import { describe, expect, it } from "vitest";
import { DEFAULT_IMAGE_PRESET, imageForPreset, imagePresetForCategories } from "./image-preset.ts";

describe("image presets (spec 002 §3, §7)", () => {
  it("is square by default", () => {
    expect(DEFAULT_IMAGE_PRESET).toBe("SQUARE");
    expect(imagePresetForCategories(["Bedroom", "Bed-Linen", "Duvet-Covers"])).toBe("SQUARE");
    expect(imagePresetForCategories([])).toBe("SQUARE");
  });

  it("is portrait for clothing and for baby and children, at any depth of the trail", () => {
    expect(imagePresetForCategories(["Women", "Women-Knitwear"])).toBe("PORTRAIT");
    expect(imagePresetForCategories(["Men-Shirts-Tops"])).toBe("SQUARE");
    expect(imagePresetForCategories(["Men", "Men-Shirts-Tops"])).toBe("PORTRAIT");
    expect(imagePresetForCategories(["Baby-Children", "Nursery"])).toBe("PORTRAIT");
    expect(imagePresetForCategories(["Sale", "Sale-Clothing"])).toBe("PORTRAIT");
  });

  it("picks the first picture of the preset's shape, else the first there is", () => {
    const images = [
      { id: "a", shape: "portrait" },
      { id: "b", shape: "square" },
    ];
    expect(imageForPreset(images, "SQUARE")?.id).toBe("b");
    expect(imageForPreset(images, "PORTRAIT")?.id).toBe("a");
    expect(imageForPreset([{ id: "c", shape: "landscape" }], "SQUARE")?.id).toBe("c");
    expect(imageForPreset([], "SQUARE")).toBeUndefined();
  });
});
