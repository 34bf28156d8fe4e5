export interface Material {
  /** Goes into size and care as the composition line. */
  composition: string;
  /** Sustainable style copy: what it is made of and how it is sourced, phrased as we can stand behind it. */
  sustainable: string;
  /** Search words for this material. */
  keywords: string;
}

const OEKO_TEX =
  "Certified to OEKO-TEX Standard 100, so every thread, button and label has been tested for harmful substances.";
const FSC_PACKAGING = "It arrives in packaging made from FSC-certified card, with no single-use plastic.";

export const MATERIALS = {
  cottonSateen: {
    composition: "100% cotton sateen, 400 thread count",
    sustainable: `Woven from long-staple cotton sourced through the Better Cotton programme. ${OEKO_TEX}`,
    keywords: "cotton sateen",
  },
  cottonPercale: {
    composition: "100% cotton percale, 300 thread count",
    sustainable: `Woven from long-staple cotton sourced through the Better Cotton programme. ${OEKO_TEX}`,
    keywords: "cotton percale",
  },
  egyptianCotton: {
    composition: "100% Egyptian cotton, 600 thread count",
    sustainable: `Made from extra-long-staple Egyptian cotton, traceable from the field to our weavers. ${OEKO_TEX}`,
    keywords: "egyptian cotton",
  },
  linen: {
    composition: "100% linen, stone washed",
    sustainable: `Made from European flax, which needs little water and no irrigation to grow. ${OEKO_TEX}`,
    keywords: "linen flax",
  },
  organicCotton: {
    composition: "100% organic cotton",
    sustainable:
      "Made with organic cotton grown without synthetic pesticides or fertilisers and certified to the Global Organic Textile Standard (GOTS).",
    keywords: "organic cotton",
  },
  brushedCotton: {
    composition: "100% brushed cotton",
    sustainable: `Woven from cotton sourced through the Better Cotton programme and gently brushed for warmth. ${OEKO_TEX}`,
    keywords: "brushed cotton flannel",
  },
  gooseDown: {
    composition: "Filling: 90% Hungarian goose down, 10% feather. Casing: 100% cotton, downproof",
    sustainable:
      "Our down is a by-product of the food industry and certified to the Responsible Down Standard (RDS), which protects the welfare of the birds. The cotton casing is certified to OEKO-TEX Standard 100.",
    keywords: "goose down feather",
  },
  duckDown: {
    composition: "Filling: 85% duck feather, 15% duck down. Casing: 100% cotton, downproof",
    sustainable:
      "Our feather and down is a by-product of the food industry and certified to the Responsible Down Standard (RDS). The cotton casing is certified to OEKO-TEX Standard 100.",
    keywords: "duck feather down",
  },
  hollowfibre: {
    composition: "Filling: 100% recycled polyester hollowfibre. Casing: 100% cotton",
    sustainable: `The filling is spun from recycled plastic bottles, and it is a good choice for allergy sufferers. ${OEKO_TEX}`,
    keywords: "hollowfibre synthetic hypoallergenic",
  },
  cashmere: {
    composition: "100% cashmere",
    sustainable:
      "Our cashmere comes from suppliers who work to the Good Cashmere Standard, which looks after the goats, the herders and the grasslands. Cared for well, it will last for many years.",
    keywords: "cashmere",
  },
  merino: {
    composition: "100% extra-fine merino wool",
    sustainable:
      "Made from mulesing-free merino wool, a natural, renewable and biodegradable fibre that regulates temperature.",
    keywords: "merino wool",
  },
  woolBlend: {
    composition: "70% wool, 30% recycled polyamide",
    sustainable: "Blended with recycled polyamide for strength, so it keeps its shape wear after wear.",
    keywords: "wool",
  },
  alpaca: {
    composition: "60% alpaca, 40% wool",
    sustainable:
      "Alpaca fibre is naturally warm and light, and our yarn is spun by a family-run mill in Peru.",
    keywords: "alpaca wool",
  },
  silk: {
    composition: "100% mulberry silk, 19 momme",
    sustainable:
      "Woven from mulberry silk and certified to OEKO-TEX Standard 100. Silk is naturally temperature regulating and kind to skin.",
    keywords: "silk",
  },
  modal: {
    composition: "92% modal, 8% elastane",
    sustainable:
      "Modal is made from the pulp of beech trees grown in responsibly managed forests, and it is certified to OEKO-TEX Standard 100.",
    keywords: "modal jersey",
  },
  cottonJersey: {
    composition: "100% organic cotton jersey",
    sustainable: "Knitted from organic cotton certified to the Global Organic Textile Standard (GOTS).",
    keywords: "cotton jersey",
  },
  cottonPoplin: {
    composition: "100% cotton poplin",
    sustainable: `Woven from cotton sourced through the Better Cotton programme. ${OEKO_TEX}`,
    keywords: "cotton poplin",
  },
  towelling: {
    composition: "100% cotton, 650gsm zero-twist towelling",
    sustainable: `Made from long-staple cotton sourced through the Better Cotton programme. ${OEKO_TEX}`,
    keywords: "cotton towelling terry",
  },
  waffleCotton: {
    composition: "100% cotton waffle weave",
    sustainable: `A lightweight waffle weave that dries quickly, so it uses less energy in the dryer. ${OEKO_TEX}`,
    keywords: "waffle cotton",
  },
  turkishCotton: {
    composition: "100% Turkish cotton, 700gsm",
    sustainable: `Woven in Denizli, Turkey, by a mill that recycles the water used in dyeing. ${OEKO_TEX}`,
    keywords: "turkish cotton",
  },
  velvet: {
    composition: "Cover: 100% cotton velvet. Pad: duck feather",
    sustainable: `The feather pad is certified to the Responsible Down Standard (RDS). ${FSC_PACKAGING}`,
    keywords: "velvet",
  },
  cottonKnit: {
    composition: "100% cotton knit",
    sustainable: `Knitted from cotton sourced through the Better Cotton programme. ${FSC_PACKAGING}`,
    keywords: "knitted cotton",
  },
  porcelain: {
    composition: "Fine white porcelain",
    sustainable:
      "Fired at a high temperature for a strong, chip-resistant finish that is made to last for years of everyday use.",
    keywords: "porcelain china",
  },
  stoneware: {
    composition: "Stoneware with a reactive glaze",
    sustainable: `Each piece is glazed by hand, so every one is slightly different. ${FSC_PACKAGING}`,
    keywords: "stoneware ceramic",
  },
  glass: {
    composition: "Mouth-blown glass",
    sustainable: `Mouth blown by artisans using at least 30% recycled glass. ${FSC_PACKAGING}`,
    keywords: "glass",
  },
  wood: {
    composition: "FSC-certified oak with a glass front",
    sustainable:
      "Made from FSC-certified oak from responsibly managed forests, finished with a water-based lacquer.",
    keywords: "wood oak",
  },
  wax: {
    composition: "Rapeseed and soy wax blend, cotton wick, glass vessel",
    sustainable:
      "Hand poured in England using a rapeseed and soy wax blend and a cotton wick. The glass can be washed and reused once the candle is finished.",
    keywords: "candle wax",
  },
  fragranceOil: {
    composition: "Fragrance, alcohol denat., aqua. Rattan reeds included",
    sustainable:
      "Blended in England and bottled in recyclable glass. Refills are available, so you can keep the bottle and reeds.",
    keywords: "fragrance scent",
  },
  bathFormula: {
    composition: "Formulated with aloe vera and plant-derived cleansers. Vegan",
    sustainable:
      "Vegan and never tested on animals. The bottle is made from 100% recycled plastic and is itself recyclable.",
    keywords: "vegan bath body",
  },
  plush: {
    composition: "Outer: 100% recycled polyester plush. Filling: 100% recycled polyester",
    sustainable: "Made from recycled plastic bottles and safety tested to EN71 for children of all ages.",
    keywords: "soft plush",
  },
  cellularCotton: {
    composition: "100% organic cotton cellular weave",
    sustainable:
      "Made with organic cotton certified to the Global Organic Textile Standard (GOTS). The open cellular weave helps regulate a baby's temperature.",
    keywords: "cellular organic cotton",
  },
  sheepskin: {
    composition: "Upper: suede. Lining: sheepskin. Sole: rubber",
    sustainable:
      "The sheepskin is a by-product of the meat industry and tanned by a Leather Working Group certified tannery.",
    keywords: "sheepskin suede",
  },
  // Furniture (data/seed/furniture).
  upholsteredLinen: {
    composition:
      "Cover: 100% linen. Frame: kiln-dried beech with FSC-certified plywood. Filling: foam wrapped in recycled fibre",
    sustainable:
      "Upholstered by hand in our Nottinghamshire workshop on a frame guaranteed for 15 years, using timber from FSC-certified forests.",
    keywords: "linen upholstered",
  },
  upholsteredVelvet: {
    composition:
      "Cover: 100% cotton velvet. Frame: kiln-dried beech with FSC-certified plywood. Filling: foam wrapped in recycled fibre",
    sustainable:
      "Upholstered by hand in our Nottinghamshire workshop on a frame guaranteed for 15 years, using timber from FSC-certified forests.",
    keywords: "velvet upholstered",
  },
  solidOak: {
    composition: "Solid FSC-certified oak with oak veneer drawer bases, finished in a matt hardwax oil",
    sustainable:
      "Made from FSC-certified oak from responsibly managed European forests, with dovetailed joints built to last for generations.",
    keywords: "oak solid wood",
  },
  paintedWood: {
    composition: "Solid birch and FSC-certified MDF, hand painted in a water-based eggshell",
    sustainable: "Painted by hand with low-VOC, water-based paint on timber from FSC-certified forests.",
    keywords: "painted wood",
  },
} as const satisfies Record<string, Material>;

export type MaterialId = keyof typeof MATERIALS;
