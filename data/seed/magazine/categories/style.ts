import type { MagazineCategorySource } from "../magazine-source.ts";

export const STYLE: MagazineCategorySource = {
  slug: "style",
  name: "Style",
  indexName: "twc-inspire-article-card",
  look: {
    backgrounds: ["#f3f0eb", "#e9e6e1", "#f5f3ef"],
    colours: ["#d9d2c7", "#f3f0ea", "#c9ccd0"],
    accents: ["#7d7a74", "#b9a68f", "#5f6b73"],
    motifs: ["knit", "ribbed", "herringbone", "plain"],
    scene: "folded knitwear and a white shirt on a pale linen backdrop",
  },
  writing: {
    intros: [
      "Getting dressed should be the easy part of the day, and {topic} is where a calmer wardrobe begins. Our designers start from the same idea every season: pieces that work together and keep working for years.",
      "We asked our clothing team how they approach {topic}. Their answer, more or less, was to buy less, choose natural fibres, and let a few quiet colours do the talking.",
      "Style is rarely about the new. For {topic}, it is about the shirt you reach for every week, the knit that softens with wear, and knowing how to look after both.",
    ],
    headings: [
      "Build on neutrals",
      "Choose the fibre first",
      "Fit is everything",
      "Care that lasts",
      "Pieces that travel",
    ],
    paragraphs: [
      "A wardrobe built on white, ecru, navy and grey needs very little thought in the morning. Everything goes with everything, and a single colourful scarf or jumper feels deliberate rather than accidental.",
      "Natural fibres breathe, drape and age well. Cashmere is warm without weight, linen keeps you cool and softens with every wash, and organic cotton jersey holds its shape through years of wear.",
      "Look at the fit across the shoulders first: it is the hardest thing to alter. Sleeves and hems can be adjusted, but a jacket or knit that sits well on the shoulder will always look considered.",
      "Cashmere rewards a little care. Hand wash in cool water with a wool detergent, press out the water in a towel rather than wringing, and dry flat away from direct heat. Fold, never hang.",
      "Linen creases, and that is part of its charm. Shake it out and hang it while damp; if you prefer a smoother finish, iron on the reverse while it is still slightly wet.",
      "Tonal dressing – one colour in several shades and textures – is the simplest way to look polished. Try an oatmeal knit over a cream shirt with stone trousers.",
      "For travel, choose pieces that layer and forgive a suitcase: a fine-knit jumper, a loose linen shirt, a pair of relaxed trousers and one good coat will carry most weekends away.",
      "Comfort and polish need not be opposites. A softly tailored jogger in a brushed fabric, worn with a crisp shirt and clean trainers, works as well in town as it does at home.",
    ],
    quotes: [
      "If you would not wear it three times this month, leave it in the shop.",
      "Buy the knit in the colour you will still love in ten years.",
      "Good clothes should feel like you on a very good day.",
    ],
    lists: [
      {
        heading: "The pieces we reach for most",
        items: [
          "A white cotton shirt",
          "A fine cashmere crew neck",
          "Wide-leg linen trousers",
          "A longline wool coat",
          "Soft, well-cut pyjamas",
        ],
      },
      {
        heading: "Caring for cashmere",
        items: [
          "Wash by hand in cool water, or on a wool cycle",
          "Press out water with a towel; never wring",
          "Dry flat, away from radiators and sunlight",
          "Remove pilling gently with a cashmere comb",
          "Store folded with cedar to deter moths",
        ],
      },
    ],
    closings: [
      "However you approach {topic}, the aim is the same: a wardrobe that makes mornings easier. Start with one good piece and build around it.",
      "Our stores can help with fit and fabric, and our size guides are on every product page. Take your time with {topic} – the best wardrobes are collected, not bought in a day.",
      "Keep {topic} simple, look after what you have, and you will find you need far less than you think.",
    ],
  },
  articles: [
    {
      title: "The Cashmere Edit",
      topic: "wearing cashmere every day",
      summary: "From a fine crew neck to a generous wrap, the cashmere pieces worth investing in.",
      tags: ["cashmere", "knitwear", "women"],
    },
    {
      title: "A Capsule Wardrobe for Autumn",
      topic: "building an autumn capsule wardrobe",
      summary: "Twelve pieces, endless combinations: the quiet foundations of a season's dressing.",
      tags: ["capsule wardrobe", "autumn", "women"],
    },
    {
      title: "How to Care for Cashmere",
      topic: "caring for cashmere",
      summary: "Washing, drying, de-pilling and storing: keep your knitwear soft for years.",
      tags: ["cashmere", "care", "knitwear"],
    },
    {
      title: "Linen for Warm Days",
      topic: "dressing in linen",
      summary: "Why linen is the fabric of summer, and how to wear its creases with confidence.",
      tags: ["linen", "summer", "women"],
    },
    {
      title: "The Art of the White Shirt",
      topic: "wearing a white shirt well",
      summary: "Tucked, tied or worn open over a vest: one shirt, many ways to wear it.",
      tags: ["shirts", "white", "wardrobe"],
    },
    {
      title: "Packing for a Long Weekend",
      topic: "packing light for a weekend away",
      summary: "A small bag, a handful of layers and nothing you will not wear.",
      tags: ["travel", "packing", "wardrobe"],
    },
    {
      title: "Loungewear That Leaves the House",
      topic: "dressing for slow weekends",
      summary: "Soft fabrics and relaxed shapes, cut well enough for a walk, a coffee or a long lunch.",
      tags: ["loungewear", "weekend", "comfort"],
    },
    {
      title: "Pyjamas Worth Getting Up For",
      topic: "choosing good pyjamas",
      summary: "Cotton, modal or silk: finding the pyjamas that suit the way you sleep.",
      tags: ["nightwear", "pyjamas", "sleep"],
    },
    {
      title: "Tonal Dressing",
      topic: "dressing in one colour",
      summary: "Shades of cream, stone and oatmeal worn together: the easiest way to look put together.",
      tags: ["styling", "neutrals", "wardrobe"],
    },
  ],
};
