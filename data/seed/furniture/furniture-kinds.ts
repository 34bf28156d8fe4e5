import type { ProductKind } from "../catalogue/product-kinds.ts";
import type { ProductLine } from "../catalogue/product-lines.ts";

// The furniture range: its lines and kinds, in the catalogue's own shapes so the catalogue's builders make its
// rows (variants, prices in every currency, stock, images, copy, reviews). None of these kinds is in
// PRODUCT_KINDS: the planned catalogue, and every code and price in it, stays as it was.

export const HAMPTON: ProductLine = {
  name: "Hampton",
  material: "upholsteredLinen",
  story:
    "Deep, hand-tied springs and a washed linen cover give it the relaxed, lived-in comfort of a country house.",
  priceFactor: 1,
  motif: "linen",
};

export const CHELSEA: ProductLine = {
  name: "Chelsea",
  material: "upholsteredVelvet",
  story:
    "Plush cotton velvet with a soft sheen is stretched over a hand-built frame and finished with piping.",
  priceFactor: 1.15,
  motif: "plain",
};

export const ALDWYCH: ProductLine = {
  name: "Aldwych",
  material: "solidOak",
  story: "Cut from solid oak and joined with hand-cut dovetails, it is made to be handed down.",
  priceFactor: 1.1,
  motif: "plain",
};

export const MARLOW: ProductLine = {
  name: "Marlow",
  material: "paintedWood",
  story: "Hand painted in a soft eggshell and finished with turned feet and brushed brass handles.",
  priceFactor: 0.9,
  motif: "plain",
};

const UPHOLSTERED_PALETTE = ["oatmeal", "stone", "natural", "sage", "navy", "duskyPink", "charcoal"] as const;
const CASE_PALETTE = ["natural", "white", "chalk", "sage", "charcoal"] as const;

const UPHOLSTERY_CARE =
  "Vacuum gently with an upholstery brush. Blot spills at once with a clean, damp cloth; do not rub. Keep out of strong sunlight and away from radiators. Professional cleaning only.";
const WOOD_CARE =
  "Dust with a soft, dry cloth. Wipe spills at once and use coasters under hot or wet things. Re-oil the oak once a year.";

const BED_SIZES = [
  { label: "Double", priceFactor: 1, dimensions: "for a 135 x 190cm mattress" },
  { label: "King", priceFactor: 1.12, dimensions: "for a 150 x 200cm mattress" },
  { label: "Super King", priceFactor: 1.25, dimensions: "for a 180 x 200cm mattress" },
] as const;

const ONE_SIZE = [{ label: "One Size", priceFactor: 1 }] as const;

/** What every furniture kind shares: UK only, never gift boxed, two-person delivery (set per piece). */
const FURNITURE_BASE = {
  ranges: 0,
  imageShape: "square",
  voice: "furniture",
  delivery: "furniture",
  giftWrappable: false,
  internationalDelivery: false,
  swatches: [2, 3],
} as const satisfies Partial<ProductKind>;

export const HEADBOARD: ProductKind = {
  ...FURNITURE_BASE,
  id: "headboard",
  noun: "Headboard",
  categoryCode: "Bedroom-Furniture",
  shape: "sizeVariants",
  sizes: [
    { label: "Single", priceFactor: 0.75, dimensions: "100cm wide" },
    { label: "Double", priceFactor: 1, dimensions: "145cm wide" },
    { label: "King", priceFactor: 1.1, dimensions: "160cm wide" },
    { label: "Super King", priceFactor: 1.25, dimensions: "190cm wide" },
  ],
  lines: [HAMPTON, CHELSEA],
  styles: [{ label: "Buttoned" }, { label: "Panelled" }],
  priceGbp: [29_000, 33_000],
  palette: UPHOLSTERED_PALETTE,
  motifs: ["linen", "plain"],
  openers: [
    "The {name} turns a plain bed into the centrepiece of the room.",
    "Generously padded, the {name} is made for reading in bed.",
  ],
  details: [
    "It fixes to any standard divan with the bolts supplied, and stands 125cm tall from the floor.",
    "Adjustable struts let you set the height to suit your mattress.",
  ],
  care: UPHOLSTERY_CARE,
  sizeNote: "Height 125cm, depth 10cm.",
  keywords: "headboard bed head upholstered bedroom furniture",
};

export const BEDSIDE_TABLE: ProductKind = {
  ...FURNITURE_BASE,
  id: "bedside-table",
  noun: "Bedside Table",
  categoryCode: "Bedroom-Furniture",
  shape: "singleSize",
  sizes: ONE_SIZE,
  lines: [ALDWYCH, MARLOW],
  styles: [{ label: "Two Drawer" }, { label: "Open Shelf" }],
  priceGbp: [32_000, 36_000],
  palette: CASE_PALETTE,
  motifs: ["plain"],
  openers: [
    "The {name} keeps a lamp, a book and a glass of water within easy reach.",
    "Neat and well proportioned, the {name} sits happily beside any bed.",
  ],
  details: [
    "Drawers run smoothly on solid oak runners and close softly.",
    "A cable cut-out at the back keeps chargers tidy and out of sight.",
  ],
  care: WOOD_CARE,
  sizeNote: "W 50 x D 40 x H 60cm.",
  keywords: "bedside table nightstand bedside cabinet bedroom furniture",
};

export const OTTOMAN: ProductKind = {
  ...FURNITURE_BASE,
  id: "ottoman",
  noun: "Ottoman",
  categoryCode: "Bedroom-Furniture",
  shape: "singleSize",
  sizes: ONE_SIZE,
  lines: [HAMPTON, CHELSEA],
  styles: [{ label: "Storage" }, { label: "Pleated" }],
  priceGbp: [34_000, 38_000],
  palette: UPHOLSTERED_PALETTE,
  motifs: ["linen", "plain"],
  openers: [
    "The {name} is a seat at the end of the bed and a home for spare blankets.",
    "Soft, square and useful, the {name} finishes the foot of the bed.",
  ],
  details: [
    "The padded lid lifts on soft-stay hinges to reveal a lined storage space.",
    "It sits on turned oak feet with protective glides.",
  ],
  care: UPHOLSTERY_CARE,
  sizeNote: "W 100 x D 45 x H 46cm.",
  keywords: "ottoman footstool storage bench bedroom furniture",
};

export const BLANKET_BOX: ProductKind = {
  ...FURNITURE_BASE,
  id: "blanket-box",
  noun: "Blanket Box",
  categoryCode: "Bedroom-Furniture",
  shape: "singleSize",
  sizes: ONE_SIZE,
  lines: [ALDWYCH, HAMPTON],
  styles: [{ label: "Panelled" }, { label: "Upholstered" }],
  priceGbp: [42_000, 46_000],
  palette: CASE_PALETTE,
  motifs: ["plain"],
  openers: [
    "The {name} keeps throws and spare bedding close at hand and out of sight.",
    "A traditional piece made for the foot of the bed, the {name} doubles as a bench.",
  ],
  details: [
    "The lid closes slowly on safety stays, so small fingers never get caught.",
    "The inside is lined with cedar, which keeps linen fresh and moths away.",
  ],
  care: WOOD_CARE,
  sizeNote: "W 110 x D 45 x H 50cm.",
  keywords: "blanket box storage chest trunk bedroom furniture",
};

export const ARMCHAIR: ProductKind = {
  ...FURNITURE_BASE,
  id: "armchair",
  noun: "Armchair",
  categoryCode: "Home-Furniture",
  shape: "singleSize",
  sizes: ONE_SIZE,
  lines: [HAMPTON, CHELSEA],
  styles: [{ label: "Wingback" }, { label: "Slipper" }, { label: "Tub" }],
  priceGbp: [69_000, 79_000],
  palette: UPHOLSTERED_PALETTE,
  motifs: ["linen", "plain"],
  openers: [
    "The {name} is the chair you will reach for at the end of the day.",
    "Deep, supportive and beautifully shaped, the {name} makes a reading corner of any room.",
  ],
  details: [
    "The seat cushion is reversible, so it wears evenly for years.",
    "Pocket-sprung seats and feather-wrapped backs give lasting, relaxed comfort.",
  ],
  care: UPHOLSTERY_CARE,
  sizeNote: "W 78 x D 88 x H 98cm; seat height 46cm.",
  keywords: "armchair chair accent chair living room furniture",
};

export const SOFA: ProductKind = {
  ...FURNITURE_BASE,
  id: "sofa",
  noun: "Sofa",
  categoryCode: "Home-Furniture",
  shape: "singleSizeWithGroups",
  groups: [
    { name: "2 Seater", priceFactor: 1, dimensions: "W 180 x D 95 x H 88cm" },
    { name: "3 Seater", priceFactor: 1.2, dimensions: "W 215 x D 95 x H 88cm" },
  ],
  sizes: ONE_SIZE,
  lines: [HAMPTON, CHELSEA],
  styles: [{ label: "Scroll Arm" }, { label: "Track Arm" }],
  priceGbp: [149_000, 159_000],
  palette: UPHOLSTERED_PALETTE,
  motifs: ["linen", "plain"],
  openers: [
    "The {name} is deep enough to curl up on and smart enough for guests.",
    "Made by hand to your order, the {name} is built around how you really sit.",
  ],
  details: [
    "Feather-wrapped seat cushions are zipped, so the covers can be dry cleaned.",
    "Every frame is glued, dowelled and screwed by hand, and guaranteed for 15 years.",
  ],
  care: UPHOLSTERY_CARE,
  keywords: "sofa couch settee living room furniture",
};

export const UPHOLSTERED_BED: ProductKind = {
  ...FURNITURE_BASE,
  id: "upholstered-bed",
  noun: "Upholstered Bed",
  categoryCode: "Bedroom-Furniture",
  shape: "sizeVariants",
  sizes: BED_SIZES,
  lines: [HAMPTON, CHELSEA],
  styles: [{ label: "Buttoned" }, { label: "Wingback" }, { label: "Panelled" }],
  priceGbp: [119_000, 129_000],
  palette: UPHOLSTERED_PALETTE,
  motifs: ["linen", "plain"],
  openers: [
    "The {name} brings the comfort of a hotel bed home.",
    "Tall, padded and tailored, the {name} is made by hand for your room.",
  ],
  details: [
    "A sprung slatted base supports the mattress, and the headboard stands 130cm tall.",
    "It is made in our workshop after you order, in the fabric and size you choose.",
  ],
  care: UPHOLSTERY_CARE,
  sizeNote: "Mattress not included. Headboard height 130cm.",
  keywords: "bed bed frame upholstered bed bedroom furniture",
};
