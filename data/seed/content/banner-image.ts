import type { Insertable } from "kysely";
import type { ImageTable } from "../../schema.ts";

/**
 * What the local image renderer needs to draw a banner (keys kept exactly as it reads them);
 * motif is one of its fabric patterns (server/images/image-design.ts IMAGE_MOTIFS).
 */
export interface BannerLook {
  background: string;
  colour: string;
  accent: string;
  motif: string;
}

type BannerShape = "landscape" | "portrait";

// Banners are drawn at the maximum image width (spec 002 §9: 2000).
const SIZE_BY_SHAPE: Record<BannerShape, { width: number; height: number }> = {
  landscape: { width: 2000, height: 1250 },
  portrait: { width: 1600, height: 2000 },
};

export function bannerImageRow(
  id: string,
  ownerCode: string,
  alt: string,
  look: BannerLook,
  shape: BannerShape = "landscape",
): Insertable<ImageTable> {
  return {
    id,
    ownerType: "banner",
    ownerCode,
    position: 0,
    shape,
    alt,
    ...SIZE_BY_SHAPE[shape],
    design: JSON.stringify({ kind: "banner", ...look, view: "front" }),
  };
}
