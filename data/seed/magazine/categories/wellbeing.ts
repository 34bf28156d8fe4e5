import type { MagazineCategorySource } from "../magazine-source.ts";

export const WELLBEING: MagazineCategorySource = {
  slug: "wellbeing",
  name: "Wellbeing",
  indexName: "twc-inspire-article-card",
  look: {
    backgrounds: ["#f2f3f0", "#eef1f1", "#f6f4f1"],
    colours: ["#eef0ec", "#f6f5f1", "#dfe7e3"],
    accents: ["#8fa39a", "#b7c4c2", "#cdbfae"],
    motifs: ["waffle", "plain", "ribbed", "linen"],
    scene: "soft towels and a lit candle beside a bath",
  },
  writing: {
    intros: [
      "Looking after yourself need not mean a retreat or a regime. {topic} can be as simple as ten unhurried minutes, a warm towel and a door that closes.",
      "We often talk about wellbeing as something to achieve. Our team prefer to think of {topic} as a collection of small, kind habits that fit around real life.",
      "There is a reason rituals last. {topic} gives the day a shape, a pause and a little pleasure, and that is often all we need.",
    ],
    headings: ["Make space", "Engage the senses", "Keep it small", "Evening rituals", "Start again tomorrow"],
    paragraphs: [
      "Clear a small corner of the house and keep it for slowing down: a chair by a window, a blanket, a lamp and nothing that needs doing. Even a few minutes there changes the pace of a day.",
      "Scent reaches the memory faster than any other sense. Lavender and chamomile are classic calming notes, while eucalyptus and mint feel clearing and bright in the morning.",
      "A warm bath an hour or so before bed helps the body cool afterwards, which is one of the signals for sleep. Add a few drops of bath oil, dim the lights and leave the phone outside.",
      "Thick, absorbent towels make a bath or shower feel like an occasion. Warm them on a rail first, and wrap up for a few minutes before you dress.",
      "Try switching screens off an hour before bed and replacing them with something tactile: a book, a crossword, a piece of knitting or simply conversation.",
      "Morning light helps set the body clock. Open the curtains as soon as you wake, take your first cup of tea by the window, and walk outside for a few minutes if you can.",
      "In winter, skin and hair need a little more care. Lower the water temperature slightly, pat rather than rub dry, and keep a rich hand cream by every basin.",
      "Routines work best when they are small enough to keep. Choose one ritual – a bath on Sundays, a walk at lunch, a candle lit at dusk – and let it become part of the week.",
    ],
    quotes: [
      "Rest is not a reward for finishing everything. It is how anything gets finished.",
      "Light a candle, close the door, and let the day go.",
      "The smallest rituals are the ones you keep.",
    ],
    lists: [
      {
        heading: "For a calmer evening",
        items: [
          "Dim the lights an hour before bed",
          "Run a warm bath with a few drops of oil",
          "Swap screens for a book",
          "Spray your pillow with a calming mist",
          "Keep the bedroom cool and dark",
        ],
      },
      {
        heading: "A home spa in four steps",
        items: [
          "Warm your towels and robe on the rail",
          "Light a candle with a clean, green scent",
          "Soak for twenty minutes, then rinse cool",
          "Moisturise while skin is still damp",
        ],
      },
    ],
    closings: [
      "However you approach {topic}, be gentle with yourself. Some days the ritual happens and some days it does not, and both are fine.",
      "Begin {topic} this week with one small change, and notice how it feels. Our bath and fragrance collections are here to help.",
      "{topic} is not about doing more. It is about making space for the things that make you feel more like yourself.",
    ],
  },
  articles: [
    {
      title: "The Ritual of the Evening Bath",
      topic: "running an evening bath",
      summary: "Warm water, soft light and a clean, green scent: the simplest way to end a long day.",
      tags: ["bath", "wellbeing", "evening"],
    },
    {
      title: "Slow Mornings",
      topic: "taking a slower morning",
      summary: "Natural light, a proper breakfast and ten quiet minutes before the day begins.",
      tags: ["morning", "routine", "wellbeing"],
    },
    {
      title: "A Home Spa Weekend",
      topic: "making a spa weekend at home",
      summary: "Warm towels, a long soak and an unhurried Sunday: a retreat without leaving the house.",
      tags: ["bath", "spa", "towels"],
    },
    {
      title: "Scent and Memory",
      topic: "choosing scent to change a mood",
      summary: "Why a fragrance can calm or lift us, and how to choose one for each part of the day.",
      tags: ["home fragrance", "candles", "wellbeing"],
    },
    {
      title: "Digital Sunsets",
      topic: "switching off in the evening",
      summary: "Putting the phone away an hour before bed, and what to do with that hour instead.",
      tags: ["sleep", "evening", "routine"],
    },
    {
      title: "Walking Your Way to Better Sleep",
      topic: "walking for better sleep",
      summary: "Daylight, fresh air and gentle movement: how a daily walk helps the night go well.",
      tags: ["sleep", "outdoors", "wellbeing"],
    },
    {
      title: "The Comfort of Routine",
      topic: "keeping small daily rituals",
      summary: "A candle at dusk, tea by the window: small habits that give the day a calm shape.",
      tags: ["routine", "wellbeing", "home"],
    },
    {
      title: "Breathing Space",
      topic: "making a quiet corner",
      summary: "A chair, a lamp and a blanket: creating a place at home just for slowing down.",
      tags: ["interiors", "wellbeing", "calm"],
    },
    {
      title: "Caring for Skin in Winter",
      topic: "caring for skin through winter",
      summary: "Cooler water, richer creams and soft cotton: keeping skin comfortable in the cold months.",
      tags: ["winter", "bath", "skincare"],
    },
  ],
};
