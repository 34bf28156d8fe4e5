import type { Insertable } from "kysely";
import type { CategoryTable } from "../../schema.ts";

interface CategoryNode {
  /** Capitalised hyphenated words, unique across the tree; it is also the last path segment. */
  code: string;
  name: string;
  description: string;
  children?: readonly CategoryNode[];
}

/**
 * The shop's category tree. Codes double as URL segments, so the not-found page's shopping links
 * (spec 002 §2, e.g. /New-In/c/New-Arrivals and /c/Gifts) resolve to real listings.
 */
export const CATEGORY_TREE: readonly CategoryNode[] = [
  {
    code: "Bedroom",
    name: "Bedroom",
    description:
      "Crisp bed linen, sumptuous duvets and soft throws for a bedroom that feels like a boutique hotel.",
    children: [
      {
        code: "Bed-Linen",
        name: "Bed Linen",
        description: "Cotton sateen, percale and washed linen bed linen in calm whites and soft neutrals.",
        children: [
          {
            code: "Duvet-Covers",
            name: "Duvet Covers",
            description:
              "Duvet covers with hidden button fastenings, from classic hotel stripes to relaxed washed linen.",
          },
          {
            code: "Pillowcases",
            name: "Pillowcases",
            description:
              "Standard, Oxford and square pillowcases to finish the bed in matching or contrasting cloth.",
          },
          {
            code: "Sheets",
            name: "Sheets",
            description:
              "Deep fitted sheets and generous flat sheets woven from long-staple cotton and linen.",
          },
          {
            code: "Bedspreads-Quilts",
            name: "Bedspreads & Quilts",
            description:
              "Quilted bedspreads that layer over the duvet for texture, warmth and a neatly made bed.",
          },
        ],
      },
      {
        code: "Duvets-Pillows",
        name: "Duvets & Pillows",
        description:
          "Duvets, pillows and mattress toppers filled with responsibly sourced down or soft hollowfibre.",
        children: [
          {
            code: "Duvets",
            name: "Duvets",
            description:
              "Duvets in summer, all-year and winter tog ratings, in every bed size from single to super king.",
          },
          {
            code: "Pillows",
            name: "Pillows",
            description: "Soft, medium and firm pillows for front, back and side sleepers.",
          },
          {
            code: "Mattress-Toppers",
            name: "Mattress Toppers & Protectors",
            description:
              "Mattress toppers and protectors that add a layer of comfort and keep your mattress fresh.",
          },
        ],
      },
      {
        code: "Throws-Blankets",
        name: "Throws & Blankets",
        description: "Cashmere, merino and chunky knit throws to fold across the end of the bed or the sofa.",
      },
    ],
  },
  {
    code: "Bathroom",
    name: "Bathroom",
    description: "Heavyweight towels, cosy robes and bath mats that bring a spa feeling to every day.",
    children: [
      {
        code: "Towels",
        name: "Towels",
        description: "Absorbent cotton towels from face cloths to bath sheets, in white and soft colours.",
      },
      {
        code: "Bathrobes",
        name: "Bathrobes",
        description:
          "Waffle, towelling and lightweight cotton robes for after the bath or a slow Sunday morning.",
      },
      {
        code: "Bath-Mats",
        name: "Bath Mats",
        description: "Thick, absorbent bath mats to match our towel collections.",
      },
      {
        code: "Bath-Body",
        name: "Bath & Body",
        description: "Hand washes and bath oils in our signature scents, made to be left out on display.",
      },
    ],
  },
  {
    code: "Home",
    name: "Home",
    description:
      "Candles, diffusers, decorative pieces and tableware to make every room feel calm and considered.",
    children: [
      {
        code: "Home-Fragrance",
        name: "Home Fragrance",
        description:
          "Candles, reed diffusers and room sprays in our signature scents, from fresh citrus to warm amber.",
        children: [
          {
            code: "Candles",
            name: "Candles",
            description: "Hand-poured candles in votive, signature and three-wick sizes.",
          },
          {
            code: "Diffusers",
            name: "Diffusers & Room Sprays",
            description: "Reed diffusers and room sprays that scent a room gently and without a flame.",
          },
        ],
      },
      {
        code: "Home-Decor",
        name: "Home Decor",
        description: "Cushions, frames and vases in natural materials and a soft, pared-back palette.",
        children: [
          {
            code: "Cushions",
            name: "Cushions",
            description: "Knitted, linen and velvet cushions with feather pads, to layer on beds and sofas.",
          },
          {
            code: "Frames-Vases",
            name: "Frames & Vases",
            description:
              "Photo frames and vases in glass, porcelain and wood for shelves, mantels and bedside tables.",
          },
        ],
      },
      {
        code: "Tableware",
        name: "Tableware",
        description:
          "Porcelain dinnerware, glassware and table linen for relaxed suppers and special occasions.",
        children: [
          {
            code: "Dinnerware",
            name: "Dinnerware",
            description: "Fine white porcelain and reactive-glaze stoneware plates and bowls.",
          },
          {
            code: "Glassware",
            name: "Glassware",
            description: "Tumblers, wine glasses and carafes in clear and softly tinted glass.",
          },
          {
            code: "Table-Linen",
            name: "Table Linen",
            description: "Linen tablecloths and napkins that soften with every wash.",
          },
        ],
      },
    ],
  },
  {
    code: "Women",
    name: "Women",
    description: "Effortless women's clothing and nightwear in cashmere, linen and organic cotton.",
    children: [
      {
        code: "Women-Knitwear",
        name: "Knitwear",
        description: "Cashmere and merino jumpers and cardigans designed to be worn for years.",
      },
      {
        code: "Women-Dresses",
        name: "Dresses",
        description: "Easy linen, jersey and cotton dresses in petite, regular and tall fits.",
      },
      {
        code: "Women-Tops-Shirts",
        name: "Tops & Shirts",
        description: "Crisp shirts and soft jersey tops in white, navy and quiet neutrals.",
      },
      {
        code: "Women-Trousers",
        name: "Trousers",
        description: "Wide-leg, tapered and straight trousers in short, regular and long lengths.",
      },
      {
        code: "Women-Nightwear",
        name: "Nightwear",
        description: "Pyjamas, nightdresses and dressing gowns in cotton, modal and silk.",
      },
      {
        code: "Women-Accessories",
        name: "Accessories",
        description: "Cashmere scarves and sheepskin-lined slippers to complete a wardrobe.",
      },
    ],
  },
  {
    code: "Men",
    name: "Men",
    description: "Considered men's knitwear, shirts and nightwear in natural fibres.",
    children: [
      {
        code: "Men-Knitwear",
        name: "Knitwear",
        description: "Men's cashmere and merino jumpers with a clean, classic shape.",
      },
      {
        code: "Men-Shirts-Tops",
        name: "Shirts & Tops",
        description: "Oxford, linen and jersey shirts and tops in slim and classic fits.",
      },
      {
        code: "Men-Nightwear",
        name: "Nightwear",
        description: "Men's pyjamas and dressing gowns in brushed cotton, poplin and waffle.",
      },
      {
        code: "Men-Accessories",
        name: "Accessories",
        description: "Slippers and scarves to finish a relaxed weekend wardrobe.",
      },
    ],
  },
  {
    code: "Baby-Children",
    name: "Baby & Children",
    description: "Soft organic cotton clothing, nightwear and nursery pieces for babies and children.",
    children: [
      {
        code: "Baby-Clothing",
        name: "Baby Clothing",
        description: "Sleepsuits and little knits in organic cotton and cashmere, from newborn to 18 months.",
      },
      {
        code: "Childrens-Nightwear",
        name: "Children's Nightwear",
        description: "Cosy children's pyjamas in organic cotton, from 2 to 12 years.",
      },
      {
        code: "Nursery",
        name: "Nursery",
        description: "Cellular blankets and cot bed linen for a calm, restful nursery.",
      },
      {
        code: "Soft-Toys",
        name: "Soft Toys",
        description: "Knitted and plush soft toys that make a treasured first gift.",
      },
    ],
  },
  {
    code: "Gifts",
    name: "Gifts",
    description: "Thoughtful gifts for everyone, beautifully wrapped and ready to give.",
    children: [
      {
        code: "Gifts-For-Her",
        name: "Gifts for Her",
        description: "Cashmere, nightwear and scented treats she will love.",
      },
      {
        code: "Gifts-For-Him",
        name: "Gifts for Him",
        description: "Knitwear, nightwear and slippers chosen for him.",
      },
      {
        code: "Gifts-For-Home",
        name: "Gifts for the Home",
        description: "Candles, throws and decorative pieces for a new home or a host.",
      },
      {
        code: "Baby-Gifts",
        name: "Baby Gifts",
        description: "Soft toys, blankets and first outfits to welcome a new arrival.",
      },
      {
        code: "Gift-Sets",
        name: "Gift Sets",
        description: "Ready-made sets of our favourite pieces, with an optional gift box.",
      },
      {
        code: "Gift-Wrap",
        name: "Gift Wrap & Boxes",
        description: "Our signature gift boxes and gift wrapping to finish any present.",
      },
    ],
  },
  {
    code: "New-In",
    name: "New In",
    description: "The latest arrivals across home, bed and bath, clothing and nursery.",
    children: [
      {
        code: "New-Arrivals",
        name: "New Arrivals",
        description: "Everything new this season, in one place.",
      },
      {
        code: "New-In-Clothing",
        name: "New in Clothing",
        description: "New women's, men's and children's clothing and nightwear.",
      },
      {
        code: "New-In-Home",
        name: "New in Home",
        description: "New bed linen, towels, fragrance and decorative pieces for the home.",
      },
    ],
  },
  {
    code: "Sale",
    name: "Sale",
    description: "Reductions on selected bed linen, bathroom, home and clothing while stocks last.",
    children: [
      {
        code: "Sale-Bedroom",
        name: "Bedroom Sale",
        description: "Reductions on selected bed linen, duvets, pillows and throws.",
      },
      {
        code: "Sale-Bathroom",
        name: "Bathroom Sale",
        description: "Reductions on selected towels, robes and bath mats.",
      },
      {
        code: "Sale-Home",
        name: "Home Sale",
        description: "Reductions on selected fragrance, decor and tableware.",
      },
      {
        code: "Sale-Clothing",
        name: "Clothing Sale",
        description: "Reductions on selected women's and men's clothing and nightwear.",
      },
      {
        code: "Sale-Baby-Children",
        name: "Baby & Children Sale",
        description: "Reductions on selected baby and children's clothing and nursery pieces.",
      },
    ],
  },
];

/** The listing paths the not-found page links to (spec 002 §2); tests check they exist. */
export const NOT_FOUND_CATEGORY_PATHS = [
  "New-In/c/New-In-Clothing",
  "New-In/c/New-Arrivals",
  "Bedroom/c/Bed-Linen",
  "Home/c/Home-Decor",
  "Baby-Children/c/Baby-Clothing",
  "Home/c/Home-Fragrance",
  "c/Gifts",
] as const;

interface FlatCategory {
  code: string;
  name: string;
  parentCode: string | null;
  path: string;
  depth: number;
  position: number;
  description: string;
  /** Codes from the top level down to the parent. */
  ancestors: readonly string[];
  isLeaf: boolean;
}

/**
 * Spec 000 routes: a top-level category is a landing page `c/{category}`; anything deeper is a
 * listing `{category}/{subcategory?}/{classification?}/c/{subclassification}`.
 */
export function categoryPath(ancestors: readonly string[], code: string): string {
  return ancestors.length === 0 ? `c/${code}` : `${ancestors.join("/")}/c/${code}`;
}

function flattenCategoryTree(tree: readonly CategoryNode[] = CATEGORY_TREE): FlatCategory[] {
  const flat: FlatCategory[] = [];
  const visit = (nodes: readonly CategoryNode[], ancestors: readonly string[]) => {
    nodes.forEach((node, position) => {
      flat.push({
        code: node.code,
        name: node.name,
        parentCode: ancestors.at(-1) ?? null,
        path: categoryPath(ancestors, node.code),
        depth: ancestors.length,
        position,
        description: node.description,
        ancestors,
        isLeaf: !node.children || node.children.length === 0,
      });
      if (node.children) visit(node.children, [...ancestors, node.code]);
    });
  };
  visit(tree, []);
  return flat;
}

export const FLAT_CATEGORIES: readonly FlatCategory[] = flattenCategoryTree();

const BY_CODE = new Map(FLAT_CATEGORIES.map((category) => [category.code, category]));

export function findCategory(code: string): FlatCategory {
  const category = BY_CODE.get(code);
  if (!category) throw new Error(`Unknown category ${code}`);
  return category;
}

/** The category and every ancestor above it, top level first. */
export function categoryWithAncestors(code: string): string[] {
  const category = findCategory(code);
  return [...category.ancestors, category.code];
}

export function categoryRows(): Insertable<CategoryTable>[] {
  return FLAT_CATEGORIES.map((category) => ({
    code: category.code,
    name: category.name,
    parentCode: category.parentCode,
    path: category.path,
    depth: category.depth,
    position: category.position,
    description: category.description,
    isVisible: true,
  }));
}
