import type { ContentPage, RichText } from "./content-page.ts";

interface OurWorldArticle {
  slug: string;
  title: string;
  description: string;
  sections: RichText[];
}

interface OurWorldCategory {
  slug: string;
  title: string;
  description: string;
  intro: RichText;
  articles: OurWorldArticle[];
}

// spec 000 §2: our-world/{category} and our-world/{category}/{article}.
const CATEGORIES: readonly OurWorldCategory[] = [
  {
    slug: "sustainability",
    title: "Sustainability",
    description: "How we are changing what we make and how we make it, and what we still have to do.",
    intro: {
      heading: "Treading more lightly",
      paragraphs: [
        "We believe the most sustainable thing we can make is something that lasts. That means natural materials, careful making and designs that do not date, and it means being honest about where we still fall short.",
        "Here you can read about our commitments, the materials we are moving to and the changes we have made to the way our products reach you.",
      ],
    },
    articles: [
      {
        slug: "sustainability-ethics",
        title: "Sustainability & Ethics",
        description: "Our commitments on materials, makers and packaging, and how we hold ourselves to them.",
        sections: [
          {
            heading: "Our commitments",
            paragraphs: [
              "We work with a small number of mills and makers, many of them for decades, and we visit them regularly. Every supplier agrees to our code of conduct, which covers fair pay, safe working conditions, reasonable hours and freedom of association.",
              "Independent audits check that the code is followed, and we share the results with our suppliers so that problems are fixed together rather than hidden.",
            ],
          },
          {
            heading: "Materials",
            paragraphs: [
              "Most of our cotton is now organic or responsibly sourced, and we are working towards all of it. Our wool is mulesing-free, our down is certified to the Responsible Down Standard, and our wood comes from FSC-certified forests.",
            ],
          },
          {
            heading: "Reporting our progress",
            paragraphs: [
              "Each year we publish what we have achieved and what we have not. If you have a question about any of our products or suppliers, please ask us – we would rather answer it than have you wonder.",
            ],
          },
        ],
      },
      {
        slug: "organic-cotton",
        title: "Organic Cotton",
        description: "Why we are moving our bed linen, towels and baby clothing to organic cotton.",
        sections: [
          {
            heading: "Why organic",
            paragraphs: [
              "Organic cotton is grown without synthetic pesticides or chemical sprays, from seed that has not been genetically modified. Healthier soil holds more water, which matters in the regions where cotton grows.",
              "It is slower to grow and costs more, but it is softer on the skin and kinder to the people who farm it. Our baby clothing was the first range we moved entirely to organic cotton.",
            ],
          },
          {
            heading: "Tracing every bale",
            paragraphs: [
              "Our organic cotton is certified to the Global Organic Textile Standard, which follows it from the farm through spinning, weaving and dyeing to the finished product.",
            ],
          },
        ],
      },
      {
        slug: "thoughtful-packaging",
        title: "Thoughtful Packaging",
        description: "Less plastic, more recycled card: how our parcels have changed.",
        sections: [
          {
            heading: "What has changed",
            paragraphs: [
              "We have removed most single-use plastic from our deliveries. Our boxes and mailing bags are made from recycled card and paper, and they can go straight into household recycling.",
              "Where a product needs protection, such as a glass candle or a ceramic vase, we use moulded paper pulp rather than foam.",
            ],
          },
          {
            heading: "What comes next",
            paragraphs: [
              "We are working with our suppliers to remove plastic from the journey to our warehouse too, and to send more products without any extra packaging at all.",
            ],
          },
        ],
      },
    ],
  },
  {
    slug: "our-story",
    title: "Our Story",
    description: "How a small idea about good, simple things for the home grew into the shop you know today.",
    intro: {
      heading: "Where we began",
      paragraphs: [
        "We began with a simple idea: that beautiful, well-made things for the home need not be complicated. A few good white sheets, soft towels and a candle that fills a room were where it started, and they are still at the heart of what we do.",
      ],
    },
    articles: [
      {
        slug: "how-we-began",
        title: "How We Began",
        description: "From a catalogue on a kitchen table to stores across the UK and the US.",
        sections: [
          {
            heading: "A kitchen table and a good idea",
            paragraphs: [
              "Our first collection was a handful of bed linen and towels, chosen because we could not find anything as simple and as well made elsewhere. It was sold through a printed brochure, packed by hand and posted from a small office.",
              "Word spread, the range grew to include clothing, baby and gifts, and our first store opened its doors a few years later. Today we have stores across the UK and the United States, and we deliver to more than 150 countries.",
            ],
          },
          {
            heading: "What has not changed",
            paragraphs: [
              "We still start every collection with white, and we still test every product ourselves before it goes on sale.",
            ],
          },
        ],
      },
      {
        slug: "our-makers",
        title: "Our Makers",
        description: "The mills, workshops and families who make our products, some of them for decades.",
        sections: [
          {
            heading: "Long relationships",
            paragraphs: [
              "Our linen is woven in family-run mills, our knitwear is made by specialists in cashmere, and our candles are poured by hand in small batches. Many of these partnerships go back more than twenty years.",
              "Working together for so long means we can plan ahead, share what we learn and improve step by step – from water use at the dye house to the comfort of a seam.",
            ],
          },
        ],
      },
      {
        slug: "our-stores",
        title: "Our Stores",
        description: "Calm, light spaces where you can see and feel our collections in person.",
        sections: [
          {
            heading: "Come and visit",
            paragraphs: [
              "Our stores are designed to feel like a home: light, calm and arranged by room. Touch the bed linen, compare towels side by side and ask our teams anything – they know the collections well.",
              "Most stores offer gift wrapping, returns and exchanges for online orders, and wedding list appointments. Find your nearest store, its opening hours and its phone number on our store finder.",
            ],
          },
        ],
      },
    ],
  },
  {
    slug: "design",
    title: "Design",
    description: "How our studio designs simple, lasting pieces in our signature whites.",
    intro: {
      heading: "Simple, lasting design",
      paragraphs: [
        "Our design studio starts every collection with the same question: will this still be loved in ten years? The answer shapes the materials we choose, the details we add and, just as often, the ones we leave out.",
      ],
    },
    articles: [
      {
        slug: "the-art-of-white",
        title: "The Art of White",
        description: "Why white is harder than it looks, and how we keep our whites consistent.",
        sections: [
          {
            heading: "Many whites",
            paragraphs: [
              "Cotton, linen, wool and porcelain each take white differently. A white that looks crisp on percale can look cold on a knit, so we keep a library of our whites and match every new fabric against it by eye, in daylight.",
              "Alongside pure white we use soft chalk, warm cream and pale stone, which layer together without ever clashing.",
            ],
          },
        ],
      },
      {
        slug: "how-we-design",
        title: "How We Design",
        description:
          "From the first sketch to the finished product: eighteen months in the life of a collection.",
        sections: [
          {
            heading: "From sketch to shelf",
            paragraphs: [
              "A collection begins around eighteen months before it reaches our stores, with mood boards, fabric swatches and a long table covered in samples.",
              "Every product is tested in use: towels are washed fifty times, duvets are slept under and knitwear is worn and washed before we decide whether it is good enough.",
            ],
          },
        ],
      },
      {
        slug: "caring-for-natural-materials",
        title: "Caring for Natural Materials",
        description: "How to wash, dry and store cotton, linen, wool and wood so they last for years.",
        sections: [
          {
            heading: "A little care goes a long way",
            paragraphs: [
              "Wash cotton and linen at 40°C with a gentle detergent and skip the fabric conditioner, which coats the cotton and makes it less absorbent. Line dry where you can.",
              "Hand wash wool and cashmere in cool water and dry them flat. Oil wooden boards and bowls now and then with a food-safe oil, and never leave them to soak.",
            ],
          },
        ],
      },
    ],
  },
];

const OUR_WORLD_HOME: ContentPage = {
  path: "our-world",
  version: null,
  title: "Our World",
  description: "Our story, our design studio and our commitments on sustainability and ethics.",
  sections: [
    {
      heading: "Our World",
      paragraphs: [
        "Everything we make begins with a love of simple, beautiful things for the home and for the way we live. Here you can read how we began, how we design and how we are working to make things better.",
      ],
    },
  ],
  links: {
    heading: "Explore",
    links: [
      ...CATEGORIES.map((category) => ({ label: category.title, url: `/our-world/${category.slug}` })),
      { label: "Careers", url: "/our-world/careers" },
    ],
  },
};

const CAREERS: ContentPage = {
  path: "our-world/careers",
  version: null,
  title: "Careers",
  description: "Work with us in our stores, studio, offices and warehouse.",
  sections: [
    {
      heading: "Work with us",
      paragraphs: [
        "We look for people who care about good things and good service. Whether you join a store team, our design studio, our offices or our warehouse, you will find colleagues who take pride in doing things properly.",
        "We offer a generous staff discount, flexible working wherever we can, and training to help you grow – many of our managers started on the shop floor.",
      ],
    },
    {
      heading: "Current opportunities",
      paragraphs: [
        "Store roles are advertised locally and on our careers site throughout the year, with extra seasonal roles from September. If there is nothing for you today, ask in your nearest store about upcoming vacancies.",
      ],
    },
  ],
  links: {
    heading: "Read more",
    links: [
      { label: "A store manager's year", url: "/magazine/stories/a-store-managers-year" },
      { label: "Inside the design studio", url: "/magazine/stories/inside-the-design-studio" },
    ],
  },
};

function categoryPages(category: OurWorldCategory): ContentPage[] {
  const articleLinks = category.articles.map((article) => ({
    label: article.title,
    url: `/our-world/${category.slug}/${article.slug}`,
  }));
  return [
    {
      path: `our-world/${category.slug}`,
      version: null,
      title: category.title,
      description: category.description,
      sections: [category.intro],
      links: { heading: `More on ${category.title.toLowerCase()}`, links: articleLinks },
    },
    ...category.articles.map(
      (article): ContentPage => ({
        path: `our-world/${category.slug}/${article.slug}`,
        version: null,
        title: article.title,
        description: article.description,
        sections: article.sections,
        links: {
          heading: `More from ${category.title}`,
          links: articleLinks.filter((link) => !link.url.endsWith(`/${article.slug}`)),
        },
      }),
    ),
  ];
}

export const OUR_WORLD_PAGES: readonly ContentPage[] = [
  OUR_WORLD_HOME,
  ...CATEGORIES.flatMap(categoryPages),
  CAREERS,
];
