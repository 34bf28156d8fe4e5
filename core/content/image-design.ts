// The contract between the seed, which describes each image, and the renderer that draws it
// (docs/decisions/005-image-pipeline.md): the patterns it can paint and the shapes it frames.
export const IMAGE_MOTIFS = [
  "plain",
  "stripe",
  "waffle",
  "check",
  "knit",
  "floral",
  "spot",
  "herringbone",
  "linen",
  "ribbed",
] as const;
export type ImageMotif = (typeof IMAGE_MOTIFS)[number];

export const IMAGE_SHAPES = ["portrait", "square", "landscape"] as const;
export type ImageShape = (typeof IMAGE_SHAPES)[number];
