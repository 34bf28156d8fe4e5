import type { MagazineCategorySource } from "../magazine-source.ts";

export const GIFTING: MagazineCategorySource = {
  slug: "gifting",
  name: "Gifting",
  indexName: "twc-inspire-article-card",
  look: {
    backgrounds: ["#f5f2ee", "#efe9e2", "#f8f6f3"],
    colours: ["#ffffff", "#efe6da", "#e7ddd0"],
    accents: ["#a3202e", "#c7a86b", "#6f7f6a"],
    motifs: ["spot", "stripe", "plain", "check"],
    scene: "wrapped gifts tied with ribbon on a white table",
  },
  writing: {
    intros: [
      "The best presents say that you were paying attention. When it comes to {topic}, that matters far more than the price – a small, well-chosen thing will be remembered long after a grand gesture.",
      "Our gifting team spend the year thinking about other people's presents, so we asked them for their approach to {topic}. It turns out to be refreshingly simple.",
      "Giving well is a habit rather than a talent. Here are our thoughts on {topic}, along with the ideas we return to again and again.",
    ],
    headings: [
      "Think about their everyday",
      "Something they would not buy themselves",
      "Wrapping it well",
      "Timing is a gift too",
      "When in doubt",
    ],
    paragraphs: [
      "Start with how the person spends an ordinary day. Someone who reads in bed will love a soft throw or a beautiful pillow spray; someone who cooks will use a good linen apron every week.",
      "The most appreciated gifts are often small luxuries people hesitate to buy for themselves: cashmere socks, a scented candle for the bathroom, a set of fluffy hand towels.",
      "Presentation is half the pleasure. A plain box, tissue paper and a length of ribbon look more considered than anything covered in pattern – and a handwritten tag is always read.",
      "Our gift boxes and gift wrapping are available on most products at checkout, with a personal message of up to 250 characters. Prices are shown on the product and in your bag.",
      "A gift card lets someone choose exactly what they want, and never goes out of size. Gift cards are sold on our UK site in pounds and can be sent as a physical card or by email on a date you choose.",
      "If you are sending directly to the recipient, we never include prices on the delivery note, so the surprise is kept intact.",
      "For new parents, think beyond the first few weeks. Sleepsuits in the next size up, a soft blanket for the pram or something just for them will be gratefully received.",
      "Do not underestimate the pleasure of a thoughtful pairing: a candle with a box of long matches, a mug with good tea, pyjamas with a bath oil. Two small things, chosen together, feel like a set.",
    ],
    quotes: [
      "Wrap it simply, write the card by hand, and let the gift speak.",
      "The best present is the one they use every day.",
      "Nobody ever returns a candle they love.",
    ],
    lists: [
      {
        heading: "Gifts our team always come back to",
        items: [
          "A scented candle in a signature fragrance",
          "Cashmere bed socks",
          "A set of waffle hand towels",
          "Silk or cotton pyjamas",
          "A gift card sent by email on the day",
        ],
      },
      {
        heading: "Wrapping, the simple way",
        items: [
          "Choose white or kraft paper and one colour of ribbon",
          "Fold the ends crisply and tape on the inside",
          "Add a sprig of rosemary or eucalyptus",
          "Write the tag by hand, even if it is just a name",
        ],
      },
    ],
    closings: [
      "Whatever your approach to {topic}, give yourself a little time. The most thoughtful gifts are rarely the most rushed.",
      "Need a hand with {topic}? Our stores offer gift wrapping, and our teams are always glad to help you find something right.",
      "Keep {topic} personal and presentation simple, and your gift will feel special before it is even opened.",
    ],
  },
  articles: [
    {
      title: "Gifts for the Host",
      topic: "choosing a gift for a host",
      summary:
        "Something better than a bottle: small, beautiful thank-yous for the people who invite you in.",
      tags: ["gifts", "hosting", "candles"],
    },
    {
      title: "Thoughtful Gifts for Her",
      topic: "choosing a gift for her",
      summary: "Soft cashmere, a signature scent and the pieces she would never buy for herself.",
      tags: ["gifts", "for her", "cashmere"],
    },
    {
      title: "Gifts for Him",
      topic: "choosing a gift for him",
      summary:
        "Good pyjamas, warm knitwear and a few well-made things for the man who says he wants nothing.",
      tags: ["gifts", "for him", "knitwear"],
    },
    {
      title: "New Baby Gifts",
      topic: "welcoming a new baby",
      summary: "Soft organic cotton, a blanket for the pram and a little something for the new parents too.",
      tags: ["gifts", "baby", "new parents"],
    },
    {
      title: "The Art of Wrapping",
      topic: "wrapping a gift beautifully",
      summary:
        "Plain paper, good ribbon and a handwritten tag: wrapping that looks as considered as the gift.",
      tags: ["gift wrapping", "gifts", "how to"],
    },
    {
      title: "Small Gifts, Big Thought",
      topic: "choosing small gifts",
      summary: "Stocking fillers and little thank-yous that feel far more generous than they cost.",
      tags: ["gifts", "stocking fillers", "christmas"],
    },
    {
      title: "Wedding Gifts They'll Keep",
      topic: "choosing a wedding gift",
      summary: "Bed linen, tableware and the classic pieces a couple will use for decades.",
      tags: ["gifts", "wedding", "wedding list"],
    },
    {
      title: "Gifts for the Home-Lover",
      topic: "giving something for the home",
      summary: "Throws, diffusers and tableware for the friend whose house always feels just right.",
      tags: ["gifts", "home", "home fragrance"],
    },
    {
      title: "Last-Minute Gifting, Done Well",
      topic: "gifting at the last minute",
      summary: "E-gift cards, next-day delivery and a few ideas that never look like an afterthought.",
      tags: ["gifts", "e-gift cards", "delivery"],
    },
  ],
};
