import type { ReviewVoice } from "./product-kinds.ts";

interface ReviewCopy {
  /** Ratings 4–5. */
  positive: { titles: readonly string[]; bodies: readonly string[] };
  /** Rating 3. */
  mixed: { titles: readonly string[]; bodies: readonly string[] };
  /** Ratings 1–2. */
  negative: { titles: readonly string[]; bodies: readonly string[] };
}

/** What shoppers write about each kind of product; {noun}, {colour} and {size} are filled in. */
export const REVIEW_COPY: Record<ReviewVoice, ReviewCopy> = {
  bedroom: {
    positive: {
      titles: [
        "Like sleeping in a hotel",
        "Beautiful quality",
        "Worth every penny",
        "So soft",
        "Our new favourite",
        "Perfect",
      ],
      bodies: [
        "Beautifully soft and the {colour} is exactly as pictured. The bed looks like something from a boutique hotel.",
        "I was nervous about spending this much on a {noun} but I'm so glad I did. It's gorgeous and washes really well.",
        "Crisp, cool and lovely to sleep in. I bought the {size} and it fits perfectly.",
        "Second one I've bought and the quality is as good as ever. It gets softer with every wash.",
        "The fabric has a lovely weight to it and the finishing is perfect. Delivery was quick too.",
        "We had guests stay and they all asked where the bedding was from. Highly recommend.",
      ],
    },
    mixed: {
      titles: ["Nice but creases", "Good, not amazing", "Lovely colour, thinner than expected"],
      bodies: [
        "It's a nice {noun} but it creases a lot, so you need to iron it if you want the crisp look in the photos.",
        "The {colour} is lovely but I found it slightly thinner than I'd expected for the price.",
        "Good quality, though the {size} came up slightly smaller than I expected.",
      ],
    },
    negative: {
      titles: ["Disappointed", "Not as pictured", "Bobbled quickly"],
      bodies: [
        "Sadly it started to bobble after a few washes, which I wasn't expecting at this price.",
        "The colour was much greyer than it looks online, so I've sent it back.",
        "The stitching came undone along one seam after a month. Customer service were helpful, though.",
      ],
    },
  },
  bathroom: {
    positive: {
      titles: [
        "Fluffy and absorbent",
        "Spa at home",
        "Best we've owned",
        "Gorgeous",
        "Lovely and thick",
        "Great quality",
      ],
      bodies: [
        "So thick and fluffy, and it really does dry you properly. The {colour} looks lovely in our bathroom.",
        "I replaced our old one with this {noun} and I'm thrilled. It has stayed soft after lots of washes.",
        "Luxurious and absorbent. The {size} is generously sized.",
        "Bought as a gift and then went back for a set for myself. Beautiful quality.",
        "It feels like something from a good hotel. A little fluff in the first wash but that soon stopped.",
        "Heavy, soft and the colour hasn't faded at all. Will be buying more.",
      ],
    },
    mixed: {
      titles: ["Nice but shed a lot", "Good but not the softest", "Takes a while to dry"],
      bodies: [
        "Lovely looking {noun} but it shed quite a bit for the first few washes.",
        "Good quality, though not quite as soft as I'd hoped. It improved after a few washes.",
        "It's very thick, which is lovely, but it takes a long time to dry on the rail.",
      ],
    },
    negative: {
      titles: ["Not absorbent", "Faded quickly", "Not for me"],
      bodies: [
        "It looks lovely but it just pushes water around rather than absorbing it.",
        "The {colour} faded noticeably after only a few washes, which was disappointing.",
        "Much thinner than I expected and it pulled a thread in the first week.",
      ],
    },
  },
  body: {
    positive: {
      titles: [
        "Smells divine",
        "Lovely by the basin",
        "Little luxury",
        "My favourite scent",
        "Beautiful gift",
        "Gentle and fragrant",
      ],
      bodies: [
        "The scent is gorgeous and lingers on my skin for hours. The bottle looks lovely by the basin too.",
        "I've bought this {noun} for years and it never disappoints.",
        "Gentle on my skin, which is usually quite sensitive, and the fragrance is beautiful.",
        "Bought as a present with the matching candle and it was a real hit.",
        "Feels so much more special than an ordinary {noun}. A little goes a long way.",
        "Lovely, clean scent that everyone in the house has commented on.",
      ],
    },
    mixed: {
      titles: ["Lovely scent, doesn't last", "Nice but pricey", "A bit thin"],
      bodies: [
        "I love the fragrance but it fades quite quickly on the skin.",
        "It's lovely, but expensive for something that gets used up so quickly.",
        "The scent is nice but the {noun} is thinner than I'd expected.",
      ],
    },
    negative: {
      titles: ["Dried my skin", "Not as described", "Leaked in transit"],
      bodies: [
        "Unfortunately it left my hands quite dry.",
        "The scent was much sweeter than the description led me to expect.",
        "The pump leaked in the parcel. The replacement was fine, but it put me off.",
      ],
    },
  },
  fragrance: {
    positive: {
      titles: [
        "Smells divine",
        "My signature scent",
        "Fills the whole room",
        "Beautiful gift",
        "Heavenly",
        "Always on repeat",
      ],
      bodies: [
        "The scent is gorgeous and fills the room without being overpowering. I'll be buying this again.",
        "I've bought this {noun} for years and it never disappoints. The packaging is beautiful too.",
        "Bought as a present and my sister loved it. It arrived beautifully wrapped.",
        "Such a clean, fresh scent. Visitors always comment on how lovely the house smells.",
        "It lasts for ages and the fragrance is just as lovely at the end as at the start.",
        "Calming and elegant. It's become part of my evening routine.",
      ],
    },
    mixed: {
      titles: ["Lovely but faint", "Nice scent, short-lived", "Pretty but pricey"],
      bodies: [
        "I love the fragrance but it's quite faint in a large room.",
        "It smells beautiful but I expected it to last a bit longer for the price.",
        "Lovely scent, although the {noun} itself looked a bit different to the photos.",
      ],
    },
    negative: {
      titles: ["Hardly any scent", "Not as described", "Disappointing"],
      bodies: [
        "I could barely smell it, even in a small room. Disappointing.",
        "The scent was much sweeter than I expected from the description.",
        "It arrived with the lid cracked. The replacement was fine but the scent is too strong for me.",
      ],
    },
  },
  home: {
    positive: {
      titles: [
        "Simply beautiful",
        "Elegant and well made",
        "Love it",
        "Finishing touch",
        "Great quality",
        "Lovely gift",
      ],
      bodies: [
        "Even nicer in real life. The {colour} works beautifully in our living room.",
        "Beautifully made and it feels substantial. It's the finishing touch the room needed.",
        "Bought as a house-warming present and it was a huge hit.",
        "Exactly as pictured and very well packaged. I've ordered a second one.",
        "Understated and elegant, just what I was looking for.",
        "Lovely quality, and it arrived the next day. Very happy.",
      ],
    },
    mixed: {
      titles: ["Nice but smaller than expected", "Good but pricey", "Pretty, a bit fragile"],
      bodies: [
        "Lovely {noun} but smaller than I'd imagined, so do check the measurements.",
        "Nice quality but I think it's on the expensive side.",
        "It looks lovely but feels a little delicate for everyday use.",
      ],
    },
    negative: {
      titles: ["Arrived damaged", "Not as pictured", "Poor finish"],
      bodies: [
        "Sadly it arrived chipped. The refund was quick, but I was disappointed.",
        "The colour was quite different to the photo, so it's going back.",
        "The finish was uneven in places, which I didn't expect at this price.",
      ],
    },
  },
  clothing: {
    positive: {
      titles: [
        "Wardrobe staple",
        "Beautiful and so soft",
        "Bought it in two colours",
        "Perfect fit",
        "Timeless",
        "Love it",
      ],
      bodies: [
        "Beautifully soft and the {colour} is exactly as pictured. I've worn it almost every day since it arrived.",
        "Lovely quality and a really flattering shape. I bought the {size}.",
        "I liked it so much I went back for another colour. It washes really well.",
        "Smart enough for work and comfortable enough for the weekend. Highly recommend.",
        "Great quality that feels like it will last for years. Delivery was quick, too.",
        "My new favourite. The fabric is gorgeous and it hangs beautifully.",
      ],
    },
    mixed: {
      titles: ["Nice but check the size", "Good, but pilled a little", "Lovely colour, odd fit"],
      bodies: [
        "Lovely quality but the sizing is a bit off for me, so it's worth checking the size guide.",
        "It's soft and looks nice, but it started to pill under the arms after a few wears.",
        "The {colour} is lovely but the shape wasn't quite right on me.",
      ],
    },
    negative: {
      titles: ["Shrank in the wash", "Not worth the price", "Returned"],
      bodies: [
        "It shrank after one wash, even though I followed the care label.",
        "The fabric was much thinner than I'd expected for the price.",
        "Unfortunately the fit was very unflattering, so I've returned it.",
      ],
    },
  },
  nightwear: {
    positive: {
      titles: [
        "Best pyjamas ever",
        "So comfortable",
        "Lovely to sleep in",
        "Perfect gift",
        "Soft and pretty",
        "Treat yourself",
      ],
      bodies: [
        "So comfortable and beautifully made. The {colour} is lovely and they wash really well.",
        "Bought as a gift for my mum and she hasn't stopped wearing them.",
        "Soft, cool and lovely to sleep in. The {size} fits perfectly.",
        "I have several pairs now and they're all still going strong after years of washing.",
        "Such pretty details and a really generous fit. Worth the treat.",
        "Lovely quality and they arrived in a beautiful bag, ready to give.",
      ],
    },
    mixed: {
      titles: ["Nice but creases", "Lovely, a bit long", "Good but pricey"],
      bodies: [
        "Lovely fabric but they crease a lot, so need an iron if that bothers you.",
        "Very comfortable, though the trousers are quite long on me.",
        "Nice quality but I think they're expensive for what they are.",
      ],
    },
    negative: {
      titles: ["Seam came apart", "Too small", "Disappointed"],
      bodies: [
        "The seam on the trousers came apart after a couple of washes.",
        "Came up very small, even in my usual size.",
        "The fabric felt rough and it didn't soften after washing.",
      ],
    },
  },
  baby: {
    positive: {
      titles: [
        "Perfect baby gift",
        "So soft",
        "Beautiful quality",
        "Adorable",
        "Washes so well",
        "Lovely present",
      ],
      bodies: [
        "Beautifully soft and gentle on my baby's skin. It has washed really well.",
        "Bought as a gift for a friend's new baby and she loved it. It arrived so nicely packaged.",
        "Gorgeous quality and the {colour} is lovely. The {size} is a generous fit.",
        "We have several now and they're my favourites. So easy to put on.",
        "Lovely details and it's lasted through lots of washes.",
        "A really special first gift. I'll definitely be buying again.",
      ],
    },
    mixed: {
      titles: ["Lovely but small", "Nice, pricey", "Good but faded a bit"],
      bodies: [
        "Lovely quality but it comes up a little small, so size up if in doubt.",
        "Very pretty, although expensive for something they grow out of so quickly.",
        "Nice and soft, though the {colour} faded slightly after a few washes.",
      ],
    },
    negative: {
      titles: ["Poppers broke", "Too small", "Not as expected"],
      bodies: [
        "One of the poppers came off after a few wears, which isn't safe for a baby.",
        "Came up very small, so it barely fitted for a week.",
        "The fabric pilled quickly and didn't feel as soft as I expected.",
      ],
    },
  },
  furniture: {
    positive: {
      titles: [
        "Worth the wait",
        "Beautifully made",
        "The centrepiece of the room",
        "Solid and stylish",
        "Faultless delivery",
      ],
      bodies: [
        "The {colour} is even richer in person, and the {noun} feels solid and beautifully finished.",
        "The two-man team carried it upstairs, unwrapped it and took all the packaging away. Couldn't fault it.",
        "It took a few weeks to arrive but it was worth every day. The quality is outstanding.",
        "Exactly the size we measured for, and the finishing is lovely. It has made the room.",
        "Sturdy, comfortable and so well made. We have already had compliments from friends.",
      ],
    },
    mixed: {
      titles: ["Lovely but a long wait", "Good, slightly firm", "Nice, check the size"],
      bodies: [
        "The {noun} is lovely, but the delivery date moved once and we had to rearrange our day.",
        "Well made, though firmer than we expected. I am told it softens with use.",
        "A beautiful piece, but larger than it looked online, so do measure your doorways.",
      ],
    },
    negative: {
      titles: ["Arrived damaged", "Not as pictured", "Disappointed"],
      bodies: [
        "It arrived with a scuff on one leg. The replacement was arranged, but it meant another wait.",
        "The {colour} was quite different to the swatch, so it is going back.",
        "The stitching was uneven along one side, which I did not expect at this price.",
      ],
    },
  },
};

/** spec 002 §9 review fit scale: 1 Snug, 2 True to size, 3 Loose. */
export const FIT_SENTENCES: Record<number, string> = {
  1: "It comes up a little snug, so you may want to size up.",
  2: "True to size.",
  3: "The fit is quite roomy, so consider sizing down.",
};

export const CLOSING_SENTENCES = [
  "Would definitely buy again.",
  "Delivery was quick and it arrived beautifully packaged.",
  "Highly recommend.",
  "Great customer service, too.",
  "",
  "",
] as const;

export const REVIEWER_FIRST_NAMES = [
  "Sarah",
  "Emma",
  "Charlotte",
  "Sophie",
  "Lucy",
  "Hannah",
  "Olivia",
  "Amelia",
  "Isabel",
  "Kate",
  "Rachel",
  "Helen",
  "Claire",
  "Jo",
  "Victoria",
  "Alice",
  "Harriet",
  "Georgina",
  "Louise",
  "Fiona",
  "Anna",
  "Rebecca",
  "Laura",
  "Catherine",
  "Emily",
  "Jessica",
  "Megan",
  "Philippa",
  "Caroline",
  "Annabel",
  "Jenny",
  "Susan",
  "Margaret",
  "Priya",
  "Aisha",
  "Mei",
  "James",
  "Tom",
  "William",
  "Oliver",
  "Edward",
  "Harry",
  "Charles",
  "Ben",
  "Daniel",
  "Matthew",
  "Richard",
  "David",
  "Andrew",
  "Sam",
  "Rory",
  "Arjun",
  "Michael",
  "Jennifer",
  "Ashley",
  "Lauren",
  "Madison",
  "Sofia",
  "Chloe",
  "Grace",
] as const;
