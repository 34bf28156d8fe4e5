import type { MagazineCategorySource } from "../magazine-source.ts";

export const STORIES: MagazineCategorySource = {
  slug: "stories",
  name: "Our Stories",
  indexName: "twc-stories",
  look: {
    backgrounds: ["#f4f2ee", "#ebe8e3", "#f7f6f3"],
    colours: ["#e8e2d6", "#f2efe9", "#dcd6cb"],
    accents: ["#6e7b85", "#a89884", "#8a9a7e"],
    motifs: ["linen", "herringbone", "plain", "floral"],
    scene: "hands at work in a sunlit studio",
  },
  writing: {
    intros: [
      "Behind every piece we sell is a long line of people and decisions. This is the story of {topic}, told by the people who do it.",
      "We are often asked how our products come to be. {topic} is a good place to start, because it says a great deal about how we like to work: slowly, carefully and with people we trust.",
      "Some of our favourite conversations happen away from the shop floor. For this story we spent time {topic}, and came away with a new respect for the craft involved.",
    ],
    headings: [
      "Where it begins",
      "The people involved",
      "Getting it right",
      "What we have learned",
      "Looking ahead",
    ],
    paragraphs: [
      "We work with many of our mills and makers for years, some for decades. Long relationships mean we can plan together, visit often and improve things step by step rather than chasing the next cheapest option.",
      "Every new design starts in our studio as a sketch and a swatch. Fabrics are tested, washed and tested again; a new towel is washed fifty times before we decide whether it is good enough.",
      "White is harder than it looks. Each cotton, linen and wool takes dye and bleach differently, so we keep a library of our whites and match every new fabric against it by eye, in daylight.",
      "Our cotton is increasingly organic or responsibly sourced, grown without synthetic pesticides and traceable to the farm. It is slower and costs more, and we think it is worth both.",
      "Packaging matters too. We have removed most single-use plastic from our deliveries and switched to recycled and recyclable card and paper wherever we can.",
      "Our candles are poured by hand, in small batches, by a team who can tell from the surface of the wax whether a batch is right. Each wick is trimmed and checked before the lid goes on.",
      "Our store teams are the people customers meet, and they shape what we make. Their notes on what sells, what is returned and what people ask for go straight back to the design studio.",
      "We do not always get it right, and we say so. Every year we publish what we have changed and what we still need to do, and we welcome questions about any of it.",
    ],
    quotes: [
      "We would rather make fewer things and make them properly.",
      "You can tell a good fabric with your eyes closed.",
      "Every product has a long line of people behind it. We want every one of them treated well.",
    ],
    lists: [
      {
        heading: "What we ask of every maker",
        items: [
          "Fair pay and safe working conditions",
          "Independent audits, shared openly with us",
          "Traceable raw materials wherever possible",
          "A willingness to improve together, year on year",
        ],
      },
      {
        heading: "Steps we have taken so far",
        items: [
          "Moved most of our cotton to organic or responsibly sourced",
          "Removed single-use plastic from most deliveries",
          "Introduced repair and care guides for our clothing",
          "Partnered with charities on reuse and recycling",
        ],
      },
    ],
    closings: [
      "{topic} is never finished, and we would not want it to be. You can read more about our commitments in Our World.",
      "We hope this look at {topic} helps you see our products a little differently – as the work of many careful hands.",
      "Thank you to everyone who shared their time with us for this story about {topic}. There are many more to tell.",
    ],
  },
  articles: [
    {
      title: "Meet Our Weavers",
      topic: "working with the mills that weave our linen",
      summary: "A visit to the family-run mills that have woven our bed linen for more than twenty years.",
      tags: ["makers", "linen", "craft"],
    },
    {
      title: "From Sketch to Shelf",
      topic: "designing a collection",
      summary:
        "Eighteen months, hundreds of swatches and one very long table: how a collection comes together.",
      tags: ["design", "studio", "process"],
    },
    {
      title: "Our Organic Cotton Journey",
      topic: "moving to organic cotton",
      summary: "Why we are changing the cotton we use, what it means for farmers, and what is still to do.",
      tags: ["sustainability", "organic cotton", "sourcing"],
    },
    {
      title: "Inside the Design Studio",
      topic: "spending a day in the design studio",
      summary:
        "Mood boards, wash tests and a great deal of white: a day with the team who design our home collections.",
      tags: ["design", "studio", "people"],
    },
    {
      title: "The Making of a Candle",
      topic: "making a candle by hand",
      summary: "Poured in small batches and checked one by one: the craft behind our signature candles.",
      tags: ["candles", "makers", "craft"],
    },
    {
      title: "Our Community Partners",
      topic: "working with community partners",
      summary: "The charities and local groups our stores support, and the difference they make together.",
      tags: ["community", "charity", "stores"],
    },
    {
      title: "Fifty Shades of White",
      topic: "choosing the whites we use",
      summary:
        "Why matching white across cotton, linen, wool and porcelain is one of the hardest jobs we do.",
      tags: ["design", "colour", "white"],
    },
    {
      title: "A Store Manager's Year",
      topic: "running a store through the seasons",
      summary: "From the January quiet to the Christmas rush: a year on the shop floor.",
      tags: ["stores", "people", "seasons"],
    },
    {
      title: "Repair, Reuse, Return",
      topic: "giving things a longer life",
      summary: "Care guides, repairs and reuse partnerships: how we are helping our products last longer.",
      tags: ["sustainability", "repair", "circularity"],
    },
  ],
};
