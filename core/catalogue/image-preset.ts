// spec 002 §3 "Image preset" and §7 "Product data fetch": pictures come as PORTRAIT or SQUARE, square unless asked
// otherwise (typeOfImage default square). Clothing, baby-and-children and the little white company (our children's
// range) choose portrait pictures, as a garment is shot standing.

export const IMAGE_PRESETS = ["PORTRAIT", "SQUARE"] as const;
export type ImagePreset = (typeof IMAGE_PRESETS)[number];

export const DEFAULT_IMAGE_PRESET: ImagePreset = "SQUARE";

/** The category codes (at any depth of a product's or listing's trail) that choose portrait pictures. */
const PORTRAIT_CATEGORIES: ReadonlySet<string> = new Set([
  "Women",
  "Men",
  "Baby-Children",
  "Baby-Clothing",
  "Childrens-Nightwear",
  "New-In-Clothing",
  "Sale-Clothing",
  "Sale-Baby-Children",
]);

/** The preset a product or listing takes from its category trail (codes from the department down). */
export function imagePresetForCategories(codes: readonly string[]): ImagePreset {
  return codes.some((code) => PORTRAIT_CATEGORIES.has(code)) ? "PORTRAIT" : DEFAULT_IMAGE_PRESET;
}

/** The picture to show for a preset: the first of its shape, else the first there is. */
export function imageForPreset<I extends { shape: string }>(
  images: readonly I[],
  preset: ImagePreset,
): I | undefined {
  const shape = preset === "PORTRAIT" ? "portrait" : "square";
  return images.find((image) => image.shape === shape) ?? images[0];
}
