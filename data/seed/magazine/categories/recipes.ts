import type { MagazineCategorySource } from "../magazine-source.ts";

export const RECIPES: MagazineCategorySource = {
  slug: "recipes",
  name: "Recipes & Entertaining",
  indexName: "twc-inspire-article-card",
  look: {
    backgrounds: ["#f7f4ef", "#eef0ea", "#f4efe8"],
    colours: ["#f7f4ef", "#ece8df", "#e3e7dc"],
    accents: ["#9a7b56", "#7c8f6e", "#c6b59a"],
    motifs: ["check", "linen", "stripe", "plain"],
    scene: "a table laid with white plates, linen and candles",
  },
  writing: {
    intros: [
      "The best gatherings feel effortless, even when they are not. For {topic}, the secret is to do the work early, keep the food simple and spend the evening at the table rather than in the kitchen.",
      "We asked friends of the studio – cooks, hosts and a few reluctant entertainers – how they approach {topic}. Their advice was generous, practical and full of good food.",
      "There is real pleasure in {topic}. A white tablecloth, good bread and a few candles can make the plainest supper feel like an occasion.",
    ],
    headings: [
      "Set the table first",
      "Keep the menu simple",
      "Prepare ahead",
      "Light and flowers",
      "Clearing up, gracefully",
    ],
    paragraphs: [
      "Lay the table in the afternoon. White plates and plain linen look calm and let the food be the colour; add texture with a stoneware jug, wooden boards and a few sprigs from the garden.",
      "Choose one dish that can be made the day before, one that is assembled at the last minute, and one that simply needs slicing. A slow-cooked shoulder of lamb, a bright green salad and a good cheese is a menu nobody tires of.",
      "Candles make every table look better. Use unscented dinner candles so they never compete with the food, and light them just before everyone sits down.",
      "Keep flowers low so guests can see each other across the table. A row of small bud vases, each with a single stem, is easier to arrange than one large display.",
      "A proper breakfast deserves the same care as dinner: warm plates, a jug of fresh orange juice, good butter at room temperature and a pot of tea or coffee kept hot under a cosy.",
      "Napkins are worth the effort. Linen softens with every wash and does not need ironing if you fold it while still slightly damp; a simple knot or a sprig of rosemary is all the decoration it needs.",
      "For drinks, offer one thing made in a jug – elderflower with sparkling water and mint, or a pitcher of something stronger – so that nobody waits while you mix.",
      "Plan pudding so it can be brought to the table whole: a tart, a fruit crumble or a bowl of berries with thick cream. Serving at the table keeps the conversation going.",
    ],
    quotes: [
      "Nobody remembers the canapés. They remember the candlelight and who they sat next to.",
      "Cook what you know well, and make a lot of it.",
      "The table is laid before the oven goes on. Always.",
    ],
    lists: [
      {
        heading: "A simple table, laid well",
        items: [
          "A white or natural linen tablecloth",
          "Plain white dinner plates and side plates",
          "Linen napkins, loosely knotted",
          "Low flowers in small vases",
          "Unscented dinner candles",
        ],
      },
      {
        heading: "A brilliant breakfast, in order",
        items: [
          "Warm the plates and the teapot",
          "Squeeze the juice and chill the jug",
          "Bake or warm the pastries",
          "Cook the eggs last, just before serving",
        ],
      },
    ],
    closings: [
      "Above all, {topic} should be enjoyable for the host as well as the guests. Do less, do it well, and sit down with everyone else.",
      "Find tableware, linens and candles for {topic} in our dining collection – and in stores, where you can see how the whites work together.",
      "However you approach {topic}, remember that a good table is about generosity, not perfection.",
    ],
  },
  articles: [
    {
      title: "A Slow Sunday Lunch",
      topic: "hosting a slow Sunday lunch",
      summary:
        "A menu that cooks itself, a table laid early and an afternoon that runs happily into evening.",
      tags: ["entertaining", "sunday lunch", "tableware"],
    },
    {
      title: "Setting a Summer Table",
      topic: "setting a table outdoors",
      summary: "Linen, enamel and jugs of wildflowers: eating outside, made easy.",
      tags: ["summer", "outdoor dining", "tableware"],
    },
    {
      title: "The Brilliant Breakfast",
      topic: "making a proper breakfast",
      summary: "Warm plates, fresh juice and perfect eggs: our guide to a breakfast worth getting up for.",
      tags: ["breakfast", "recipes", "brilliant breakfast"],
    },
    {
      title: "Drinks for a Gathering",
      topic: "making drinks for a gathering",
      summary: "Jugs and pitchers of something cold, with and without alcohol, so nobody waits for a glass.",
      tags: ["drinks", "entertaining", "glassware"],
    },
    {
      title: "An Easy Supper for Friends",
      topic: "cooking an easy supper for friends",
      summary: "One pot, one salad and a tart from the baker: a midweek supper with no stress at all.",
      tags: ["recipes", "supper", "entertaining"],
    },
    {
      title: "The Christmas Table",
      topic: "dressing the Christmas table",
      summary: "White linen, evergreen and candlelight: a festive table that feels calm rather than crowded.",
      tags: ["christmas", "tableware", "entertaining"],
    },
    {
      title: "Afternoon Tea at Home",
      topic: "serving afternoon tea at home",
      summary: "Sandwiches, scones and a good pot of tea, served on your best china.",
      tags: ["afternoon tea", "recipes", "tableware"],
    },
    {
      title: "Picnics, Properly",
      topic: "packing a proper picnic",
      summary: "A blanket, real glasses and food that travels well: our picnic checklist.",
      tags: ["picnic", "summer", "outdoor dining"],
    },
    {
      title: "Candlelit Suppers",
      topic: "lighting a table for supper",
      summary: "How to light a dinner table so that everyone looks and feels their best.",
      tags: ["candles", "entertaining", "dining"],
    },
  ],
};
