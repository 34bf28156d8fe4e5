import type { MagazineCategorySource } from "../magazine-source.ts";

export const HOME: MagazineCategorySource = {
  slug: "home",
  name: "Home & Interiors",
  indexName: "twc-inspire-article-card",
  look: {
    backgrounds: ["#f4f1ec", "#ece7df", "#f7f5f2"],
    colours: ["#e6dfd3", "#f4f1ea", "#d8d0c3"],
    accents: ["#b8a48c", "#8c9a8a", "#c9b8a6"],
    motifs: ["linen", "plain", "herringbone", "knit"],
    scene: "a sitting room in whites and soft stone, in natural light",
  },
  writing: {
    intros: [
      "There is a particular pleasure in {topic}. It rarely asks for much – a little time, a few good things and the patience to let a room settle – but it changes how a home feels from the moment you walk in.",
      "Most of us think about {topic} only when something feels not quite right. Yet a few considered choices, made slowly and kept simple, can turn an ordinary room into the one everybody gravitates towards.",
      "We asked our interiors team what they come back to, season after season, when it comes to {topic}. Their answers were reassuringly simple: fewer things, better made, and arranged with care.",
    ],
    headings: [
      "Start with what you have",
      "Think in layers",
      "Let the light decide",
      "Edit, then edit again",
      "The finishing touches",
    ],
    paragraphs: [
      "Begin by taking things away. Clear a surface completely, live with it empty for a day or two, then bring back only the pieces you missed. What returns is usually what the room needed all along.",
      "A palette of whites, creams and soft stone is never cold when it is layered. Mix chalky matt finishes with the gentle sheen of glazed ceramics, and let linen, wool and washed cotton sit side by side.",
      "Texture does the work that colour might do elsewhere. A chunky knitted throw over a smooth linen sofa, a ribbed vase on a polished table, a woven basket beside the fire: each contrast gives the eye somewhere to rest.",
      "Lighting changes everything after dark. Aim for three sources in every room at different heights – a table lamp, a floor lamp and candlelight – and switch the overhead light off whenever you can.",
      "Group objects in odd numbers and vary their height. A tall vase, a low bowl and a candle will always look more relaxed than a matching pair standing to attention.",
      "Scent is the layer most of us forget. A diffuser in the hallway greets you as you come in, while a candle lit an hour before guests arrive makes the whole house feel ready for them.",
      "Natural materials age well, and that is part of their appeal. Oak darkens, linen softens and stoneware gathers the small marks of use that make a home feel lived in rather than styled.",
      "Change a few things with the seasons rather than everything at once. Swap cotton cushion covers for wool in autumn, bring in heavier throws, and in spring let the room breathe again with lighter linens.",
    ],
    quotes: [
      "A calm room is not an empty one. It is a room where everything has earned its place.",
      "We always say: buy the throw you want to touch, not the one that matches.",
      "Light is the cheapest thing you can change, and it changes the most.",
    ],
    lists: [
      {
        heading: "Our interiors team's short list",
        items: [
          "Keep one surface in every room completely clear",
          "Use three light sources at different heights",
          "Mix at least two textures on a sofa or bed",
          "Choose a signature scent for the hallway",
          "Change cushion covers with the seasons",
        ],
      },
      {
        heading: "Before you buy anything new",
        items: [
          "Move a lamp or a chair and live with it for a week",
          "Take everything off the mantelpiece and start again",
          "Wash and press your linen cushion covers",
          "Bring in branches or flowers from outside",
        ],
      },
    ],
    closings: [
      "Above all, {topic} should feel like yours. Take the ideas you like, leave the rest, and let the room evolve slowly – the best homes are never finished.",
      "Give it a weekend, a clear surface and a little candlelight. You may find that {topic} was simpler than you thought, and far more rewarding.",
      "Visit your nearest store to see these ideas in person – our teams are always happy to help you think through {topic} for your own home.",
    ],
  },
  articles: [
    {
      title: "The Art of Layering Neutrals",
      topic: "layering neutrals",
      summary: "How to build a room from whites, creams and stone so that it feels warm rather than stark.",
      tags: ["interiors", "neutrals", "living room"],
    },
    {
      title: "Bringing Calm to a Busy Hallway",
      topic: "bringing calm to a hallway",
      summary:
        "The hallway sets the tone for the whole house. A few simple changes make it feel welcoming again.",
      tags: ["interiors", "hallway", "storage"],
    },
    {
      title: "A Guide to Scenting Your Home",
      topic: "scenting a home room by room",
      summary:
        "Which fragrance belongs where, and how to layer candles and diffusers without overwhelming a room.",
      tags: ["home fragrance", "candles", "diffusers"],
    },
    {
      title: "How to Style a Mantelpiece",
      topic: "styling a mantelpiece",
      summary: "Odd numbers, varied heights and one thing you love: our stylists' approach to the fireplace.",
      tags: ["styling", "living room", "fireplace"],
    },
    {
      title: "Making the Most of Natural Light",
      topic: "making the most of natural light",
      summary: "Mirrors, pale linens and a careful edit of window dressings can double the light in a room.",
      tags: ["interiors", "light", "mirrors"],
    },
    {
      title: "The Sitting Room, Reconsidered",
      topic: "rethinking the sitting room",
      summary: "A sitting room should be for sitting. We look at comfort first, and let style follow.",
      tags: ["interiors", "living room", "comfort"],
    },
    {
      title: "Texture Over Colour",
      topic: "choosing texture over colour",
      summary: "Why a room of whites never looks flat when wool, linen, stone and wood are allowed to speak.",
      tags: ["interiors", "texture", "neutrals"],
    },
    {
      title: "Winter Evenings at Home",
      topic: "settling in for winter evenings",
      summary:
        "Heavier throws, lower lights and the scent of woodsmoke: preparing the house for the dark months.",
      tags: ["winter", "throws", "candles"],
    },
    {
      title: "Small Spaces, Light Touches",
      topic: "furnishing a small space",
      summary: "Pale colours, fewer pieces and clever storage help a small flat feel generous.",
      tags: ["interiors", "small spaces", "storage"],
    },
  ],
};
