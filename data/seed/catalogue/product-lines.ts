import type { ImageMotif } from "../../../core/content/image-design.ts";
import type { MaterialId } from "./materials.ts";

export type Motif = ImageMotif;

/** A named range that several kinds share (Hotel Stripe duvet covers, pillowcases and sheets). */
export interface ProductLine {
  name: string;
  material: MaterialId;
  /** One sentence about what makes the line itself, used in every description of it. */
  story: string;
  /** Multiplies the kind's price band: Egyptian cotton costs more than percale. */
  priceFactor: number;
  motif?: Motif;
}

export const BED_LINEN_LINES: readonly ProductLine[] = [
  {
    name: "Hotel Stripe",
    material: "cottonSateen",
    story:
      "A fine double satin stripe is woven into the cloth rather than printed, for the crisp look of a five-star hotel bed.",
    priceFactor: 1,
    motif: "stripe",
  },
  {
    name: "Savoy",
    material: "egyptianCotton",
    story:
      "Woven from 600-thread-count Egyptian cotton and edged with a fine cord, it is the smoothest cloth we make.",
    priceFactor: 1.35,
  },
  {
    name: "Cavendish",
    material: "cottonPercale",
    story: "A double row of cording frames a cool, matte percale that people who sleep warm tend to love.",
    priceFactor: 0.95,
  },
  {
    name: "Portobello",
    material: "cottonPercale",
    story:
      "A contrast border of fine piping gives a tailored edge that suits modern and traditional bedrooms alike.",
    priceFactor: 0.9,
  },
  {
    name: "Cotton Sateen",
    material: "cottonSateen",
    story:
      "Our classic sateen weave has a soft sheen and a silky handle, and it only grows softer with washing.",
    priceFactor: 0.85,
  },
  {
    name: "Washed Linen",
    material: "linen",
    story:
      "Stone washed for a relaxed, lived-in look from the very first night, it is cool in summer and cosy in winter.",
    priceFactor: 1.25,
    motif: "linen",
  },
  {
    name: "Mayfair",
    material: "cottonSateen",
    story: "An embroidered scallop edge adds a quietly decorative finish to a smooth sateen base.",
    priceFactor: 1.15,
  },
  {
    name: "Ludlow",
    material: "brushedCotton",
    story: "Brushed on both sides for extra warmth, it is made for frosty nights and long winter lie-ins.",
    priceFactor: 0.9,
    motif: "check",
  },
  {
    name: "Chelsea",
    material: "cottonPercale",
    story: "A delicate cord trim outlines every edge for a crisp, classic finish.",
    priceFactor: 1,
  },
  {
    name: "Richmond",
    material: "organicCotton",
    story: "Woven from organic cotton into a breathable percale that feels cool against the skin.",
    priceFactor: 1.05,
  },
  {
    name: "Seersucker",
    material: "cottonPercale",
    story: "Its gently puckered weave never needs ironing and has a relaxed, summery texture.",
    priceFactor: 0.9,
    motif: "stripe",
  },
  {
    name: "Hampton",
    material: "cottonSateen",
    story: "A wide Oxford border with a single line of embroidery gives it a tailored, timeless look.",
    priceFactor: 1.05,
  },
];

export const BEDDING_LINES: readonly ProductLine[] = [
  {
    name: "Hungarian Goose Down",
    material: "gooseDown",
    story: "Large, lofty clusters of Hungarian goose down give exceptional warmth for very little weight.",
    priceFactor: 1.6,
  },
  {
    name: "Luxury Hotel",
    material: "gooseDown",
    story:
      "Made to the same specification as the bedding in the hotels we admire, with a generous fill of goose down.",
    priceFactor: 1.35,
  },
  {
    name: "Duck Feather & Down",
    material: "duckDown",
    story: "A traditional blend of duck feather and down gives a supportive, cosy feel at a gentle price.",
    priceFactor: 0.8,
  },
  {
    name: "Soft As Down",
    material: "hollowfibre",
    story: "A down-alternative hollowfibre filling feels soft and airy and can be washed at 60°C.",
    priceFactor: 0.65,
  },
  {
    name: "Cool Touch",
    material: "hollowfibre",
    story:
      "A temperature-regulating cover draws warmth away from the body, which makes it ideal for warm sleepers.",
    priceFactor: 0.85,
  },
];

export const MATTRESS_LINES: readonly ProductLine[] = [
  {
    name: "Hungarian Goose Down",
    material: "gooseDown",
    story: "Large, lofty clusters of Hungarian goose down give exceptional softness for very little weight.",
    priceFactor: 1.6,
  },
  {
    name: "Soft As Down",
    material: "hollowfibre",
    story: "A down-alternative hollowfibre filling feels soft and airy and can be washed at 60°C.",
    priceFactor: 0.7,
  },
  {
    name: "Cotton Quilted",
    material: "hollowfibre",
    story:
      "A cotton cover quilted over a light hollowfibre layer keeps the mattress fresh without changing how it feels.",
    priceFactor: 0.8,
  },
  {
    name: "Duck Feather & Down",
    material: "duckDown",
    story: "Channels of duck feather and down add a deep, cushioned layer that stays in place.",
    priceFactor: 0.9,
  },
];

export const THROW_LINES: readonly ProductLine[] = [
  {
    name: "Cashmere",
    material: "cashmere",
    story: "Knitted from two-ply cashmere, it is featherlight yet remarkably warm.",
    priceFactor: 2.6,
    motif: "knit",
  },
  {
    name: "Merino",
    material: "merino",
    story: "Extra-fine merino wool is soft enough to wrap up in and breathes so you never overheat.",
    priceFactor: 1.3,
    motif: "knit",
  },
  {
    name: "Chunky Knit",
    material: "woolBlend",
    story: "An oversized knit stitch gives a generous, squashy texture that is hard to put down.",
    priceFactor: 1.1,
    motif: "knit",
  },
  {
    name: "Herringbone",
    material: "woolBlend",
    story:
      "A classic herringbone weave in two close tones gives quiet texture to a sofa or the end of the bed.",
    priceFactor: 1,
    motif: "herringbone",
  },
  {
    name: "Alpaca",
    material: "alpaca",
    story: "Brushed alpaca has a gentle halo and a warmth that belies how light it is.",
    priceFactor: 1.6,
  },
  {
    name: "Cable Knit",
    material: "cottonKnit",
    story: "Classic cables are knitted in soft cotton, so it can go in the washing machine.",
    priceFactor: 0.9,
    motif: "knit",
  },
  {
    name: "Quilted Velvet",
    material: "velvet",
    story: "Soft cotton velvet is quilted in fine channels for a throw with a subtle sheen.",
    priceFactor: 1.2,
    motif: "ribbed",
  },
  {
    name: "Waffle",
    material: "waffleCotton",
    story: "A deep waffle weave in pure cotton makes a light throw for spring and summer evenings.",
    priceFactor: 0.7,
    motif: "waffle",
  },
];

export const TOWEL_LINES: readonly ProductLine[] = [
  {
    name: "Cassis",
    material: "towelling",
    story: "A simple woven border frames a thick zero-twist pile that is soft from the very first use.",
    priceFactor: 1,
  },
  {
    name: "Symons",
    material: "towelling",
    story: "Piped edges in a contrast colour give a crisp, tailored finish to a deep, thirsty pile.",
    priceFactor: 1.05,
  },
  {
    name: "Pembroke",
    material: "towelling",
    story: "A textured ribbed border adds interest while the plush centre does the drying.",
    priceFactor: 0.95,
    motif: "ribbed",
  },
  {
    name: "Spa",
    material: "waffleCotton",
    story: "A light honeycomb weave dries quickly and packs away small, just like the towels in a spa.",
    priceFactor: 0.85,
    motif: "waffle",
  },
  {
    name: "Aegean",
    material: "turkishCotton",
    story: "Woven from long Turkish cotton fibres, it is heavy, absorbent and gets fluffier with every wash.",
    priceFactor: 1.25,
  },
  {
    name: "Hotel Border",
    material: "towelling",
    story: "A classic dobby border runs across each end, just like the towels in a grand hotel.",
    priceFactor: 1.1,
    motif: "stripe",
  },
  {
    name: "Seaside Stripe",
    material: "towelling",
    story: "Bold woven stripes bring a relaxed coastal feel to the bathroom or the beach.",
    priceFactor: 0.9,
    motif: "stripe",
  },
  {
    name: "Cloud",
    material: "turkishCotton",
    story: "An extra-long loop pile gives a cloud-soft towel that wraps around you.",
    priceFactor: 1.15,
  },
];

/** Fragrance lines are shared by candles, diffusers, sprays and bath products; the kind decides the material. */
export const FRAGRANCE_LINES: readonly ProductLine[] = [
  {
    name: "Seychelles",
    material: "wax",
    story:
      "Seychelles blends notes of coconut water, lime and ginger with a base of soft sandalwood, like a warm island breeze.",
    priceFactor: 1,
  },
  {
    name: "Lime & Bay",
    material: "wax",
    story:
      "Lime & Bay pairs zesty lime with aromatic bay leaf and a touch of vetiver for a crisp, clean scent.",
    priceFactor: 1,
  },
  {
    name: "Fig & Cedar",
    material: "wax",
    story: "Fig & Cedar layers ripe green fig over warm cedarwood and a hint of blackcurrant leaf.",
    priceFactor: 1.05,
  },
  {
    name: "Sea Salt & Driftwood",
    material: "wax",
    story:
      "Sea Salt & Driftwood captures a walk on a winter beach, with salty air, ambrette seed and weathered wood.",
    priceFactor: 1,
  },
  {
    name: "Wild Mint & Basil",
    material: "wax",
    story: "Wild Mint & Basil is fresh and green, with spearmint, sweet basil and a soft musk base.",
    priceFactor: 0.95,
  },
  {
    name: "Orange Blossom",
    material: "wax",
    story: "Orange Blossom is bright and floral, with neroli, petitgrain and creamy white jasmine.",
    priceFactor: 1,
  },
  {
    name: "Winter Spice",
    material: "wax",
    story: "Winter Spice is rich and festive, with clove, cinnamon bark and orange peel over smoky amber.",
    priceFactor: 1.05,
  },
  {
    name: "Lavender Fields",
    material: "wax",
    story:
      "Lavender Fields blends English lavender with clary sage and chamomile, a calming scent for the evening.",
    priceFactor: 0.95,
  },
  {
    name: "Peony & Rose",
    material: "wax",
    story: "Peony & Rose opens with fresh peony petals and settles into velvety damask rose.",
    priceFactor: 1,
  },
  {
    name: "Amber & Oud",
    material: "wax",
    story: "Amber & Oud is warm and enveloping, with smoky oud, golden amber and a trace of saffron.",
    priceFactor: 1.2,
  },
  {
    name: "White Tea",
    material: "wax",
    story: "White Tea is soft and airy, with delicate tea leaves, bergamot and a clean musk.",
    priceFactor: 1,
  },
  {
    name: "Pomegranate",
    material: "wax",
    story: "Pomegranate is juicy and jewel-bright, with red berries, pink pepper and a warm woody base.",
    priceFactor: 1,
  },
];

/** English place names for decorative and tableware ranges. */
export const HOME_LINES: readonly ProductLine[] = [
  {
    name: "Ardingly",
    material: "porcelain",
    story: "The Ardingly range takes its soft, fluted details from old English dairy ware.",
    priceFactor: 1,
    motif: "ribbed",
  },
  {
    name: "Bourton",
    material: "porcelain",
    story: "Bourton is all about clean, rounded shapes that work as well every day as on a special occasion.",
    priceFactor: 0.95,
  },
  {
    name: "Holkham",
    material: "stoneware",
    story: "Holkham takes its colours from the dunes and pine woods of the Norfolk coast.",
    priceFactor: 1.05,
  },
  {
    name: "Marlow",
    material: "porcelain",
    story: "Marlow is finished with a fine contrast line, a quiet detail that ties the whole range together.",
    priceFactor: 1.1,
    motif: "stripe",
  },
  {
    name: "Salcombe",
    material: "stoneware",
    story: "Salcombe has a speckled, sea-washed character, so every piece looks a little handmade.",
    priceFactor: 1,
    motif: "spot",
  },
  {
    name: "Padstow",
    material: "stoneware",
    story: "Padstow brings a relaxed coastal feel, with soft curves and a matte finish.",
    priceFactor: 0.95,
  },
  {
    name: "Aldeburgh",
    material: "porcelain",
    story: "Aldeburgh is decorated with a delicate shell pattern inspired by the Suffolk shoreline.",
    priceFactor: 1.1,
    motif: "floral",
  },
  {
    name: "Burford",
    material: "wood",
    story: "Burford is made with natural materials and simple, honest shapes that never date.",
    priceFactor: 1,
  },
  {
    name: "Southwold",
    material: "stoneware",
    story: "Southwold has a soft stripe inspired by the beach huts along the Suffolk seafront.",
    priceFactor: 0.95,
    motif: "stripe",
  },
  {
    name: "Kelso",
    material: "linen",
    story: "Kelso is inspired by the Scottish Borders, with heathery tones and natural textures.",
    priceFactor: 1.05,
    motif: "herringbone",
  },
];

export const CLOTHING_LINES = {
  cashmere: {
    name: "Cashmere",
    material: "cashmere",
    story: "Knitted from two-ply cashmere, it is incredibly soft and warm without any bulk.",
    priceFactor: 2.2,
    motif: "knit",
  },
  merino: {
    name: "Merino",
    material: "merino",
    story:
      "Fine merino wool keeps you warm when it is cold and cool when it is not, and it resists creasing.",
    priceFactor: 1.2,
    motif: "knit",
  },
  cotton: {
    name: "Cotton",
    material: "cottonKnit",
    story: "A soft cotton knit that is light enough to layer and easy to wash.",
    priceFactor: 0.85,
    motif: "knit",
  },
  woolBlend: {
    name: "Wool Blend",
    material: "woolBlend",
    story: "A soft wool blend with a little recycled polyamide, so it keeps its shape.",
    priceFactor: 1.05,
    motif: "ribbed",
  },
  linen: {
    name: "Linen",
    material: "linen",
    story: "Pure washed linen is breathable, relaxed and softens beautifully over time.",
    priceFactor: 1.1,
    motif: "linen",
  },
  jersey: {
    name: "Jersey",
    material: "cottonJersey",
    story: "Soft organic cotton jersey drapes easily and feels comfortable from morning to night.",
    priceFactor: 0.8,
  },
  organicCotton: {
    name: "Organic Cotton",
    material: "organicCotton",
    story: "Made from organic cotton that is soft, breathable and gentle on skin.",
    priceFactor: 0.9,
  },
  silk: {
    name: "Silk",
    material: "silk",
    story: "Pure mulberry silk has a gentle lustre and feels cool and smooth against the skin.",
    priceFactor: 2.2,
  },
  poplin: {
    name: "Cotton Poplin",
    material: "cottonPoplin",
    story: "Crisp cotton poplin is light and breathable, and it softens with every wash.",
    priceFactor: 0.95,
  },
  oxford: {
    name: "Oxford",
    material: "cottonPoplin",
    story: "A sturdy Oxford weave in pure cotton that looks smart and gets better with age.",
    priceFactor: 1,
  },
  modal: {
    name: "Modal",
    material: "modal",
    story: "Silky modal jersey moves with you and feels wonderfully smooth.",
    priceFactor: 0.95,
  },
  brushedCotton: {
    name: "Brushed Cotton",
    material: "brushedCotton",
    story: "Brushed for a soft, warm handle that is perfect for cold nights.",
    priceFactor: 0.9,
    motif: "check",
  },
  waffle: {
    name: "Waffle",
    material: "waffleCotton",
    story: "A lightweight cotton waffle that feels fresh after a bath and dries quickly.",
    priceFactor: 0.85,
    motif: "waffle",
  },
  towelling: {
    name: "Towelling",
    material: "towelling",
    story: "Thick cotton towelling wraps you in warmth and is wonderfully absorbent.",
    priceFactor: 1,
  },
  alpaca: {
    name: "Alpaca",
    material: "alpaca",
    story: "A soft alpaca and wool blend with a light, brushed halo.",
    priceFactor: 1.4,
  },
  sheepskin: {
    name: "Sheepskin Lined",
    material: "sheepskin",
    story: "Lined with real sheepskin, which keeps feet warm in winter and comfortable in summer.",
    priceFactor: 1,
  },
  cashmereKnit: {
    name: "Cashmere Knit",
    material: "cashmere",
    story: "A cosy cashmere knit upper with a soft suede sole.",
    priceFactor: 1.4,
    motif: "knit",
  },
  cellular: {
    name: "Cellular",
    material: "cellularCotton",
    story: "A breathable cellular weave in organic cotton that keeps little ones cosy without overheating.",
    priceFactor: 0.9,
    motif: "waffle",
  },
  knitted: {
    name: "Knitted",
    material: "cottonKnit",
    story: "Knitted in soft cotton with hand-finished details.",
    priceFactor: 1.1,
    motif: "knit",
  },
  plush: {
    name: "Plush",
    material: "plush",
    story: "Made from the softest recycled plush, it is perfect for cuddling.",
    priceFactor: 0.9,
  },
} as const satisfies Record<string, ProductLine>;
