import type { ContentPage } from "./content-page.ts";

// Pages the shell links to outside help and Our World (spec 000 §2): the newsletter thank-you
// page, the brochure request and its confirmation, and the dynamic content page.
export const SITE_PAGES: readonly ContentPage[] = [
  {
    path: "subscription",
    version: null,
    title: "Thank You for Subscribing",
    description: "You are now on our mailing list.",
    sections: [
      {
        heading: "Thank you for subscribing",
        paragraphs: [
          "Welcome – you are now on our list. Look out for your first email soon, with the latest arrivals and a few ideas from the Magazine.",
          "You can change what you hear about, or unsubscribe, at any time using the link at the bottom of every email.",
        ],
      },
    ],
    links: {
      heading: "While you are here",
      links: [
        { label: "The Magazine", url: "/magazine" },
        { label: "Find a store", url: "/our-stores" },
        { label: "Our World", url: "/our-world" },
      ],
    },
  },
  {
    path: "brochure-request",
    version: null,
    title: "Request a Brochure",
    description: "Order a free copy of our latest brochure, posted to your door.",
    sections: [
      {
        heading: "Our latest brochure",
        paragraphs: [
          "Our brochure brings together the new season's collections for the home, clothing and gifts, with styling ideas from our studio. It is printed on FSC-certified paper and posted free of charge.",
          "Fill in your name and address below and we will send the next edition as soon as it is published. We will only use your details to send the brochure, unless you choose to hear from us by email too.",
        ],
      },
    ],
  },
  {
    path: "brochure-request/confirmation",
    version: null,
    title: "Thank You",
    description: "Your brochure request has been received.",
    sections: [
      {
        heading: "Your brochure is on its way",
        paragraphs: [
          "Thank you for your request. Please allow up to ten working days for your brochure to arrive, or a little longer when a new edition is about to be published.",
          "In the meantime, you can browse the latest collections online or visit one of our stores.",
        ],
      },
    ],
    links: {
      heading: "Keep exploring",
      links: [
        { label: "The Magazine", url: "/magazine" },
        { label: "Find a store", url: "/our-stores" },
      ],
    },
  },
  {
    path: "amplience/content",
    version: null,
    title: "Inspiration",
    description: "Stories, ideas and seasonal edits from our studio.",
    sections: [
      {
        heading: "Ideas for the way you live",
        paragraphs: [
          "Seasonal edits, styling ideas and stories from the people who make our collections, gathered in one place and updated throughout the year.",
        ],
      },
    ],
    links: {
      heading: "Start here",
      links: [
        { label: "The Magazine", url: "/magazine" },
        { label: "Our story", url: "/our-world/our-story" },
        { label: "Sustainability", url: "/our-world/sustainability" },
      ],
    },
  },
];
