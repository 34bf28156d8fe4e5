import type { Insertable } from "kysely";
import { GIFT_CARD_DESIGNS } from "../../../core/gift-card-purchase/gift-card-offer.ts";
import type { ImageTable } from "../../schema.ts";
import { type BannerLook, bannerImageRow } from "./banner-image.ts";

// The gift card designs' pictures (core/gift-card-purchase/gift-card-offer.ts names them), drawn by the local
// image renderer like every banner, so the pages and the bag serve them through the one image pipeline.
const LOOKS: Record<string, BannerLook> = {
  CLASSIC: { background: "#1f3a5f", colour: "#f4f1ec", accent: "#c9a96e", motif: "stripe" },
  BIRTHDAY: { background: "#f6d7d2", colour: "#fbfaf7", accent: "#d4574e", motif: "spot" },
  THANKYOU: { background: "#e6efe4", colour: "#fbfaf7", accent: "#6b8f62", motif: "floral" },
  CELEBRATE: { background: "#f3e7c9", colour: "#fbfaf7", accent: "#2e5e4e", motif: "check" },
};

export function giftCardDesignImages(): Insertable<ImageTable>[] {
  return GIFT_CARD_DESIGNS.map((design) => {
    const look = LOOKS[design.code] ?? {
      background: "#f4f1ec",
      colour: "#fbfaf7",
      accent: "#b8a48c",
      motif: "linen",
    };
    const row = bannerImageRow(design.imageId, "giftcards", `${design.name} gift card design`, look);
    // The renderer's own gift card drawing (server/images/draw-products.ts), in the design's colours.
    return { ...row, design: JSON.stringify({ kind: "gift-card", ...look, view: "front" }) };
  });
}
