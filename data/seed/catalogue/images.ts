import type { Insertable } from "kysely";
import type { ImageTable } from "../../schema.ts";
import type { Random } from "../random.ts";
import { CATEGORY_TREE } from "./category-tree.ts";
import { COLOURS, type Colour, IMAGE_BACKGROUNDS } from "./colours.ts";
import type { Motif } from "./product-lines.ts";

type ImageShape = "portrait" | "square" | "landscape";

/** Master sizes; spec 002 §9 caps images at 2000 wide and the renderer scales down from these. */
const IMAGE_SIZES: Record<ImageShape, { width: number; height: number }> = {
  portrait: { width: 1600, height: 2000 },
  square: { width: 2000, height: 2000 },
  landscape: { width: 2000, height: 1250 },
};

/** What the local renderer draws. Keep exactly these keys: the renderer reads them. */
interface ImageDesign {
  kind: string;
  background: string;
  colour: string;
  accent: string;
  motif: Motif;
  view: "front" | "detail";
}

interface SwatchImageInput {
  swatchCode: string;
  productName: string;
  kind: string;
  colour: Colour;
  motif: Motif;
  background: string;
  shape: "portrait" | "square";
}

/** Two pictures per swatch (front and detail); portrait products get a second detail, as clothing shots do. */
export function swatchImageRows(input: SwatchImageInput): Insertable<ImageTable>[] {
  const count = input.shape === "portrait" ? 3 : 2;
  const size = IMAGE_SIZES[input.shape];
  const rows: Insertable<ImageTable>[] = [];
  for (let n = 1; n <= count; n++) {
    const view = n === 1 ? "front" : "detail";
    const design: ImageDesign = {
      kind: input.kind,
      background: input.background,
      colour: input.colour.hex,
      accent: input.colour.accent,
      motif: input.motif,
      view,
    };
    rows.push({
      id: `${input.swatchCode}-${n}`,
      ownerType: "swatch",
      ownerCode: input.swatchCode,
      position: n,
      shape: input.shape,
      alt:
        n === 1
          ? `${input.productName} in ${input.colour.name}`
          : n % 2 === 0
            ? // The renderer draws even positions as a fabric close-up, odd ones as a zoomed product view.
              `Close-up of the fabric of the ${input.productName} in ${input.colour.name}`
            : `Detail of the ${input.productName} in ${input.colour.name}`,
      width: size.width,
      height: size.height,
      design: JSON.stringify(design),
    });
  }
  return rows;
}

export function pickBackground(random: Random): string {
  return random.pick(IMAGE_BACKGROUNDS);
}

/** One landscape banner per department: what the renderer draws and how it is described. */
const CATEGORY_IMAGE_SUBJECTS: Record<string, { kind: string; colour: Colour; motif: Motif; alt: string }> = {
  Bedroom: {
    kind: "duvet-cover",
    colour: COLOURS.white,
    motif: "stripe",
    alt: "A neatly made bed dressed in crisp white bed linen",
  },
  Bathroom: {
    kind: "towel",
    colour: COLOURS.chalk,
    motif: "waffle",
    alt: "A stack of soft white towels beside a freestanding bath",
  },
  Home: {
    kind: "candle",
    colour: COLOURS.ivory,
    motif: "plain",
    alt: "A lit candle and a vase of white flowers on a linen-covered table",
  },
  Women: {
    kind: "women-jumper",
    colour: COLOURS.oatmeal,
    motif: "knit",
    alt: "A woman in an oatmeal cashmere jumper and wide-leg trousers",
  },
  Men: {
    kind: "men-jumper",
    colour: COLOURS.navy,
    motif: "knit",
    alt: "A man in a navy merino jumper over a white Oxford shirt",
  },
  "Baby-Children": {
    kind: "baby-sleepsuit",
    colour: COLOURS.paleBlue,
    motif: "spot",
    alt: "A baby's star sleepsuit folded beside a knitted bunny",
  },
  Gifts: {
    kind: "gift-box",
    colour: COLOURS.white,
    motif: "plain",
    alt: "White gift boxes tied with grey ribbon",
  },
  "New-In": {
    kind: "cushion",
    colour: COLOURS.sage,
    motif: "linen",
    alt: "New-season sage linen cushions on a white sofa",
  },
  Sale: {
    kind: "throw",
    colour: COLOURS.stone,
    motif: "herringbone",
    alt: "A stone herringbone throw folded over an armchair",
  },
};

export function categoryImageRows(random: Random): Insertable<ImageTable>[] {
  const size = IMAGE_SIZES.landscape;
  return CATEGORY_TREE.map((category) => {
    const subject = CATEGORY_IMAGE_SUBJECTS[category.code] ?? {
      kind: "cushion",
      colour: COLOURS.white,
      motif: "plain" as const,
      alt: category.name,
    };
    const design: ImageDesign = {
      kind: subject.kind,
      background: pickBackground(random),
      colour: subject.colour.hex,
      accent: subject.colour.accent,
      motif: subject.motif,
      view: "front",
    };
    return {
      id: `category-${category.code}`,
      ownerType: "category",
      ownerCode: category.code,
      position: 1,
      shape: "landscape",
      alt: subject.alt,
      width: size.width,
      height: size.height,
      design: JSON.stringify(design),
    };
  });
}
