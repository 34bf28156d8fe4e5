import type { MagazineCategorySource } from "../magazine-source.ts";

export const BEDROOM: MagazineCategorySource = {
  slug: "bedroom",
  name: "Sleep Well",
  indexName: "twc-inspire-article-card",
  look: {
    backgrounds: ["#f6f4f0", "#eef0f2", "#f2efe9"],
    colours: ["#fbfaf7", "#eef1f4", "#e9e4dc"],
    accents: ["#9fb1bf", "#c8beb2", "#a9b5a0"],
    motifs: ["plain", "linen", "stripe", "waffle"],
    scene: "a bed dressed in white linen, in morning light",
  },
  writing: {
    intros: [
      "Good sleep starts long before your head meets the pillow, and {topic} is one of the simplest places to begin. Small changes to the bed and the room around it add up to noticeably better nights.",
      "Our bedroom buyers spend months testing fabrics, fillings and weaves, so we asked them to share what they have learned about {topic}. Their advice is practical, unfussy and easy to follow.",
      "A bed you look forward to getting into is one of life's quiet luxuries. Here is our guide to {topic}, from the fabrics we trust to the small habits that make the most difference.",
    ],
    headings: [
      "Start with the fabric",
      "The right weight",
      "A room for rest",
      "Caring for what you sleep in",
      "Little rituals",
    ],
    paragraphs: [
      "Percale is crisp and cool, with a matt finish that feels like a freshly pressed shirt; it suits warm sleepers and summer nights. Sateen has a soft sheen and a smoother, silkier hand, and drapes beautifully over a deep mattress.",
      "Thread count matters less than the quality of the cotton. Long-staple fibres make a smoother, stronger yarn, which is why a well-made 200 thread count percale can feel better than a poor 1000.",
      "Choose a duvet by tog for the season: around 4.5 for summer, 10.5 for spring and autumn, and 13.5 for the coldest months. An all-seasons duvet pairs two lighter layers that button together in winter.",
      "Wash bed linen at 40°C with a gentle detergent and skip the fabric conditioner, which coats the fibres and makes them less breathable. Line dry where you can, and remove from the machine promptly to keep creases soft.",
      "A cooler room helps the body settle. Around 16 to 18°C is ideal for most people, with heavier layers on the bed rather than the heating turned up.",
      "Layer the bed so it adapts to the night: a flat sheet, the duvet, then a folded throw or quilt at the foot that can be pulled up in the small hours without waking fully.",
      "Pillows should support the neck in line with the spine. Side sleepers usually need a firmer, deeper pillow; back sleepers a medium one; and front sleepers something soft and low.",
      "Keep the bedside for the evening only: a lamp with a warm bulb, a book, a glass of water and perhaps a pillow spray. Leave the phone to charge in another room if you can.",
    ],
    quotes: [
      "Make the bed every morning, and you will want to get into it every night.",
      "The best bed linen is the set you reach for first when it comes out of the wash.",
      "We test every duvet by sleeping under it. There is no substitute.",
    ],
    lists: [
      {
        heading: "How to make a bed like a hotel",
        items: [
          "Start with a mattress protector and a fitted sheet pulled taut",
          "Lay a flat sheet with the finished side down, turned back over the duvet",
          "Shake the duvet well so the filling sits evenly",
          "Stand two sleeping pillows behind two decorative ones",
          "Finish with a throw folded across the lower third",
        ],
      },
      {
        heading: "Caring for bed linen",
        items: [
          "Wash at 40°C before first use to soften the cotton",
          "Avoid fabric conditioner on percale and sateen",
          "Line dry or tumble dry on low, then fold while warm",
          "Rotate two or three sets so each lasts longer",
        ],
      },
    ],
    closings: [
      "Sleep is personal, and {topic} will look a little different in every home. Start with one change, notice how you feel after a week, and build from there.",
      "If you would like help with {topic}, our store teams can talk you through fabrics and fillings in person – and you can feel the difference for yourself.",
      "However you approach {topic}, aim for a bedroom that asks nothing of you. Clear, calm and comfortable is all a good night needs.",
    ],
  },
  articles: [
    {
      title: "How to Make the Perfect Bed",
      topic: "making a bed properly",
      summary: "A step-by-step guide to the hotel-smooth bed, with the layers our stylists swear by.",
      tags: ["bed linen", "styling", "bedroom"],
    },
    {
      title: "Choosing the Right Duvet Tog",
      topic: "choosing a duvet tog",
      summary:
        "From 4.5 to 13.5 tog: which duvet suits which season, and why an all-seasons duvet earns its place.",
      tags: ["duvets", "sleep", "buying guide"],
    },
    {
      title: "Percale or Sateen?",
      topic: "choosing between percale and sateen",
      summary:
        "Crisp and cool or soft and smooth? The difference between our two favourite weaves, explained.",
      tags: ["bed linen", "fabrics", "buying guide"],
    },
    {
      title: "A Bedtime Routine That Works",
      topic: "building a calmer bedtime routine",
      summary:
        "Lower lights, a cooler room and a few unhurried minutes: small habits that lead to better sleep.",
      tags: ["sleep", "routine", "wellbeing"],
    },
    {
      title: "The Case for White Bed Linen",
      topic: "sleeping in white bed linen",
      summary: "Why white bed linen never dates, always looks fresh and is the easiest to care for.",
      tags: ["bed linen", "white", "bedroom"],
    },
    {
      title: "Caring for Your Bed Linen",
      topic: "caring for good bed linen",
      summary: "Washing temperatures, drying and storing: how to keep cotton and linen soft for years.",
      tags: ["bed linen", "care", "laundry"],
    },
    {
      title: "Pillows, Explained",
      topic: "finding the right pillow",
      summary: "Soft, medium or firm, feather or hollowfibre: matching a pillow to the way you sleep.",
      tags: ["pillows", "sleep", "buying guide"],
    },
    {
      title: "Dressing the Guest Room",
      topic: "preparing a guest room",
      summary:
        "Fresh linen, a spare throw and a few thoughtful extras that make visitors feel truly welcome.",
      tags: ["guest room", "bed linen", "hosting"],
    },
    {
      title: "Sleeping Well in Summer",
      topic: "sleeping well on warm nights",
      summary: "Cool percale, a lighter duvet and a few tricks to keep the bedroom fresh through a heatwave.",
      tags: ["summer", "sleep", "bed linen"],
    },
  ],
};
