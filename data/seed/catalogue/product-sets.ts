import type { Random } from "../random.ts";
import type { ProductSummary } from "./build-products.ts";
import type { CatalogueRows } from "./catalogue-rows.ts";
import { categoryWithAncestors } from "./category-tree.ts";
import { COLOURS, type Colour, colourSlug } from "./colours.ts";
import { pickBackground, swatchImageRows } from "./images.ts";
import { MATERIALS } from "./materials.ts";
import { CATALOGUE_DATE, DAY_MS } from "./plan-products.ts";
import { priceRows } from "./prices.ts";
import { countryNames, fillTemplate, listOf } from "./product-copy.ts";
import { GIFT_BOX_KIND } from "./product-kinds.ts";

const GIFT_BOXES = [
  {
    code: "GIFTB",
    name: "Signature Gift Box",
    prices: { GBP: 500, USD: 800, EUR: 600 },
    description:
      "Our signature white gift box, lined with tissue and tied with a grey grosgrain ribbon. Add a personal message of up to 250 characters and we will handwrite it on a card inside.",
    sizeAndCare:
      "Composition: rigid FSC-certified card, tissue paper and polyester ribbon.\nThe box is sized to fit your gift.",
    keywords: "gift box giftbox gift wrap wrapping present box",
  },
  {
    code: "GIFTWRAP",
    name: "Gift Wrapping",
    prices: { GBP: 400, USD: 600, EUR: 500 },
    description:
      "We wrap your gift by hand in our white paper, finished with a ribbon and a gift tag. Add a personal message and it will be written on the tag.",
    sizeAndCare: "Composition: recyclable FSC-certified paper and a cotton ribbon.",
    keywords: "gift wrap wrapping paper gift wrapping present",
  },
] as const;

/** Gift boxes are ordinary single-size products whose one SKU is the code itself, so a bag line can name it. */
export function buildGiftBoxes(random: Random, rows: CatalogueRows): number {
  for (const box of GIFT_BOXES) {
    const swatchCode = `${box.code}-white`;
    rows.products.push({
      code: box.code,
      name: box.name,
      kind: GIFT_BOX_KIND,
      productType: "standard",
      variantShape: "singleSize",
      categoryCode: "Gift-Wrap",
      description: box.description,
      sizeAndCare: box.sizeAndCare,
      sustainableStyle:
        "Made from FSC-certified card and paper from responsibly managed forests, and fully recyclable once the ribbon is removed.",
      deliveryInfo:
        "Gift wrapping is added to your order and delivered with it; it does not change the delivery time.",
      isNew: false,
      createdAt: new Date(Date.UTC(2023, 8, 1, 9)).toISOString(),
      internationalDelivery: true,
      restrictedCountries: "[]",
      giftWrappable: false,
      keywords: box.keywords,
    });
    for (const categoryCode of categoryWithAncestors("Gift-Wrap"))
      rows.productCategories.push({ productCode: box.code, categoryCode });
    rows.swatches.push({
      code: swatchCode,
      productCode: box.code,
      name: COLOURS.white.name,
      hex: COLOURS.white.hex,
      position: 0,
    });
    rows.images.push(
      ...swatchImageRows({
        swatchCode,
        productName: box.name,
        kind: GIFT_BOX_KIND,
        colour: COLOURS.white,
        motif: "plain",
        background: pickBackground(random),
        shape: "square",
      }),
    );
    rows.variants.push({
      code: box.code,
      productCode: box.code,
      swatchCode,
      groupCode: null,
      size: "One Size",
      position: 0,
      stockLevel: 5000,
      availability: "online",
      preorderDate: null,
      notifyMe: false,
    });
    rows.prices.push(...priceRows(box.code, box.prices, null));
  }
  return GIFT_BOXES.length;
}

interface BundleRecipe {
  kinds: readonly string[];
  /** {line} is the first entry's line. */
  title: string;
}

const BUNDLE_RECIPES: readonly BundleRecipe[] = [
  { kinds: ["duvet-cover", "pillowcase", "fitted-sheet"], title: "{line} Bed Linen Bundle" },
  { kinds: ["towel", "towel", "bath-mat"], title: "{line} Bath Towel Bundle" },
  { kinds: ["candle", "diffuser"], title: "{line} Home Fragrance Set" },
  { kinds: ["hand-wash", "hand-lotion"], title: "{line} Hand Care Set" },
  { kinds: ["duvet", "pillow", "pillow"], title: "{line} Duvet & Pillow Bundle" },
  { kinds: ["women-pyjamas", "women-dressing-gown", "women-slippers"], title: "{line} Nightwear Gift Set" },
  { kinds: ["baby-sleepsuit", "baby-blanket", "soft-toy"], title: "{line} New Baby Gift Set" },
  { kinds: ["dinnerware", "glassware", "napkins"], title: "{line} Table Setting" },
  { kinds: ["robe", "towel", "bath-mat"], title: "{line} Bath & Robe Bundle" },
  { kinds: ["men-pyjamas", "men-dressing-gown", "men-slippers"], title: "{line} Men's Nightwear Set" },
  { kinds: ["candle", "candle", "room-spray", "diffuser"], title: "{line} Scented Home Collection Set" },
];

interface CollectionDefinition {
  name: string;
  blurb: string;
  includes: (summary: ProductSummary) => boolean;
}

const COLLECTIONS: readonly CollectionDefinition[] = [
  {
    name: "The Bed Linen Collection",
    blurb:
      "Everything for a beautifully made bed, from duvet covers and pillowcases to sheets and bedspreads.",
    includes: (p) =>
      p.kind.categoryCode === "Duvet-Covers" ||
      p.kind.categoryCode === "Pillowcases" ||
      p.kind.categoryCode === "Sheets",
  },
  {
    name: "The Bathroom Collection",
    blurb: "Thick towels, soft robes and bath mats that turn the bathroom into a retreat.",
    includes: (p) => ["towel", "bath-mat", "robe"].includes(p.kind.id),
  },
  {
    name: "The Home Fragrance Collection",
    blurb: "Our signature scents as candles, diffusers and room sprays, for every room in the house.",
    includes: (p) => ["candle", "diffuser", "room-spray"].includes(p.kind.id),
  },
  {
    name: "The Cashmere Edit",
    blurb: "Our softest cashmere, from jumpers and scarves to throws and baby blankets.",
    includes: (p) => p.line.material === "cashmere",
  },
  {
    name: "The Nightwear Collection",
    blurb: "Pyjamas, nightdresses and dressing gowns for long lie-ins and lazy weekends.",
    includes: (p) => p.kind.voice === "nightwear",
  },
  {
    name: "The New Baby Collection",
    blurb: "Soft, gentle pieces for the first months, and the perfect gifts to welcome a new arrival.",
    includes: (p) => p.kind.voice === "baby",
  },
  {
    name: "The Tableware Collection",
    blurb: "Porcelain, glassware and linen to set a beautiful table for every occasion.",
    includes: (p) => ["dinnerware", "glassware", "tablecloth", "napkins"].includes(p.kind.id),
  },
  {
    name: "The Knitwear Collection",
    blurb: "Jumpers and cardigans in cashmere, merino and cotton, designed to be worn for years.",
    includes: (p) => ["women-jumper", "women-cardigan", "men-jumper"].includes(p.kind.id),
  },
  {
    name: "The Cosy Bedroom Collection",
    blurb: "Duvets, pillows, throws and bedspreads for a bed you will never want to leave.",
    includes: (p) => ["duvet", "pillow", "throw", "bedspread"].includes(p.kind.id),
  },
  {
    name: "The Decorating Edit",
    blurb: "Cushions, frames and vases to bring calm and character to any room.",
    includes: (p) => ["cushion", "photo-frame", "vase"].includes(p.kind.id),
  },
];

interface SetCounts {
  bundles: number;
  collections: number;
}

/** About 30 bundles and 10 collections in a full catalogue; proportionally fewer in a small test one. */
export function setCountsFor(totalProducts: number): SetCounts {
  if (totalProducts >= 600) return { bundles: 30, collections: COLLECTIONS.length };
  return {
    bundles: Math.floor(totalProducts / 20),
    collections: Math.min(COLLECTIONS.length, Math.floor(totalProducts / 60)),
  };
}

interface SetProductInput {
  code: string;
  name: string;
  productType: "bundle" | "collection";
  categoryCode: string;
  extraCategories: readonly string[];
  description: string;
  sizeAndCare: string;
  sustainableStyle: string;
  entries: readonly ProductSummary[];
  keywords: string;
}

/**
 * Bundles and collections are sold through their entries (spec 002 "Bundle add" adds each entry),
 * so they have a swatch and pictures but no variants or prices of their own.
 */
function pushSetProduct(input: SetProductInput, random: Random, rows: CatalogueRows): void {
  const first = input.entries[0];
  if (!first) return;
  const internationalDelivery = input.entries.every((entry) => entry.internationalDelivery);
  const restricted = [...new Set(input.entries.flatMap((entry) => entry.restrictedCountries))].sort();
  const deliveryNotes = [
    "Standard delivery usually arrives within 3–5 working days, and next-day delivery is available when you order before 8pm. Free returns within 28 days.",
  ];
  if (!internationalDelivery)
    deliveryNotes.push("Some pieces in this set are available for UK delivery only.");
  if (restricted.length > 0) deliveryNotes.push(`Some pieces cannot be sent to ${countryNames(restricted)}.`);
  rows.products.push({
    code: input.code,
    name: input.name,
    kind: input.productType,
    productType: input.productType,
    variantShape: "singleSize",
    categoryCode: input.categoryCode,
    description: input.description,
    sizeAndCare: input.sizeAndCare,
    sustainableStyle: input.sustainableStyle,
    deliveryInfo: deliveryNotes.join(" "),
    isNew: false,
    createdAt: new Date(CATALOGUE_DATE - random.int(90, 700) * DAY_MS).toISOString(),
    internationalDelivery,
    restrictedCountries: JSON.stringify(restricted),
    giftWrappable: input.productType === "bundle",
    keywords: input.keywords,
  });
  const categories = new Set([...categoryWithAncestors(input.categoryCode), ...input.extraCategories]);
  for (const categoryCode of categories)
    rows.productCategories.push({ productCode: input.code, categoryCode });
  const colour: Colour = first.colour;
  const swatchCode = `${input.code}-${colourSlug(colour)}`;
  rows.swatches.push({
    code: swatchCode,
    productCode: input.code,
    name: colour.name,
    hex: colour.hex,
    position: 0,
  });
  rows.images.push(
    ...swatchImageRows({
      swatchCode,
      productName: input.name,
      // The renderer draws the set's lead piece, so it needs a kind it knows.
      kind: first.kind.id,
      colour,
      motif: first.line.motif ?? "plain",
      background: pickBackground(random),
      shape: "square",
    }),
  );
}

/** Picks in-stock products for bundle entries: the same line as the lead piece where one exists. */
export function buildBundles(
  summaries: readonly ProductSummary[],
  count: number,
  nextCode: () => string,
  random: Random,
  rows: CatalogueRows,
): number {
  const sellable = summaries.filter((summary) => summary.profile === "normal");
  const byKind = new Map<string, ProductSummary[]>();
  for (const summary of sellable) {
    const list = byKind.get(summary.kind.id) ?? [];
    list.push(summary);
    byKind.set(summary.kind.id, list);
  }
  // Leads whose line exists for every other piece come first, so a set reads as one range.
  const leadQueues = BUNDLE_RECIPES.map((recipe) => {
    const leads = byKind.get(recipe.kinds[0] ?? "") ?? [];
    const matches = (lead: ProductSummary) =>
      recipe.kinds.filter((kindId) =>
        (byKind.get(kindId) ?? []).some((option) => option.line.name === lead.line.name),
      ).length;
    return random
      .sample(leads, leads.length)
      .map((lead, order) => ({ lead, order, score: matches(lead) }))
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .map((entry) => entry.lead);
  });
  const usedTitles = new Set<string>();
  let made = 0;
  for (let attempt = 0; made < count && attempt < count * BUNDLE_RECIPES.length * 4; attempt++) {
    const recipeIndex = attempt % BUNDLE_RECIPES.length;
    const recipe = BUNDLE_RECIPES[recipeIndex];
    const lead = leadQueues[recipeIndex]?.shift();
    if (!recipe || !lead) continue;
    const name = fillTemplate(recipe.title, { line: lead.line.name });
    if (usedTitles.has(name)) continue;
    const entries: ProductSummary[] = [lead];
    for (const kindId of recipe.kinds.slice(1)) {
      const options = byKind.get(kindId) ?? [];
      const sameLine = options.filter((option) => option.line.name === lead.line.name);
      const pool = sameLine.length > 0 ? sameLine : options;
      // A recipe may ask for a kind twice (two towels); the entry is the same product, bought in two sizes.
      const entry = kindId === lead.kind.id ? lead : pool.length > 0 ? random.pick(pool) : null;
      if (entry) entries.push(entry);
    }
    if (entries.length < 2) continue;
    usedTitles.add(name);
    const code = nextCode();
    const withGiftBox = random.chance(0.5);
    const distinctNames = [...new Set(entries.map((entry) => entry.name))];
    const leadMaterial = MATERIALS[lead.line.material];
    pushSetProduct(
      {
        code,
        name,
        productType: "bundle",
        categoryCode: "Gift-Sets",
        extraCategories: categoryWithAncestors(lead.kind.categoryCode),
        description: [
          `The ${name} brings together ${listOf(distinctNames.map((entryName) => `the ${entryName}`))} in one easy set.`,
          lead.line.story,
          // spec 002 §2: the bundle page offers its gift box as an option, so the copy offers it too.
          withGiftBox
            ? "Choose a colour and size for each piece, and add our signature gift box if it is a present."
            : "Choose a colour and size for each piece, and add a gift box in your bag if it is a present.",
        ].join(" "),
        sizeAndCare: `This set includes: ${entries.map((entry) => entry.name).join("; ")}.\nEach piece has its own size and care guidance on its product page.`,
        sustainableStyle: leadMaterial.sustainable,
        entries,
        keywords: [
          "bundle set gift set",
          ...new Set(entries.map((entry) => `${entry.kind.noun} ${entry.line.name}`.toLowerCase())),
        ].join(" "),
      },
      random,
      rows,
    );
    entries.forEach((entry, position) => {
      rows.productSets.push({ setCode: code, position, productCode: entry.code, role: "entry", quantity: 1 });
    });
    if (withGiftBox) {
      rows.productSets.push({
        setCode: code,
        position: entries.length,
        productCode: "GIFTB",
        role: "giftbox",
        quantity: 1,
      });
    }
    made++;
  }
  return made;
}

/** Collections list 12 to 40 products of a theme; small catalogues make do with what they have. */
export function buildCollections(
  summaries: readonly ProductSummary[],
  count: number,
  nextCode: () => string,
  random: Random,
  rows: CatalogueRows,
): number {
  let made = 0;
  for (const definition of COLLECTIONS.slice(0, count)) {
    const pool = summaries.filter(definition.includes);
    if (pool.length < 4) continue;
    const entries = random.sample(pool, Math.min(pool.length, random.int(12, 40)));
    const first = entries[0];
    if (!first) continue;
    const code = nextCode();
    pushSetProduct(
      {
        code,
        name: definition.name,
        productType: "collection",
        categoryCode: first.kind.categoryCode,
        extraCategories: [],
        description: `${definition.blurb} Browse all ${entries.length} pieces below and add your favourites to your bag one by one.`,
        sizeAndCare: "Each piece in this collection has its own size and care guidance on its product page.",
        sustainableStyle:
          "Every piece is made by suppliers who sign our ethical code of conduct, and we favour natural, certified and recycled materials wherever we can.",
        entries,
        keywords: `collection edit ${definition.name.toLowerCase().replace(/^the /, "")}`,
      },
      random,
      rows,
    );
    entries.forEach((entry, position) => {
      rows.productSets.push({ setCode: code, position, productCode: entry.code, role: "entry", quantity: 1 });
    });
    made++;
  }
  return made;
}
