import type { Insertable } from "kysely";
import type { ImageTable } from "../../schema.ts";
import type { Random } from "../random.ts";
import type { CategoryLook } from "./magazine-source.ts";

export type Aspect = "landscape" | "square" | "portrait";

// Max image width is 2000 (spec 002 §9); heights follow the board's aspect ratios 0.75, 1 and 1.33.
const SIZE_BY_ASPECT: Record<Aspect, { width: number; height: number }> = {
  landscape: { width: 2000, height: 1250 },
  square: { width: 2000, height: 2000 },
  portrait: { width: 1600, height: 2000 },
};

export function articleImageRow(
  slug: string,
  title: string,
  aspect: Aspect,
  look: CategoryLook,
  random: Random,
): Insertable<ImageTable> {
  const motif = random.pick(look.motifs);
  return {
    id: `article-${slug}`,
    ownerType: "article",
    ownerCode: slug,
    position: 0,
    shape: aspect,
    alt: `${title}: ${look.scene}`,
    ...SIZE_BY_ASPECT[aspect],
    design: JSON.stringify({
      kind: "article",
      background: random.pick(look.backgrounds),
      colour: random.pick(look.colours),
      accent: random.pick(look.accents),
      motif,
      view: "front",
    }),
  };
}
