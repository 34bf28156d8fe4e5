import type { ContentPage } from "./content-page.ts";
import { HELP_TOPICS } from "./help-service-pages.ts";

// The help aliases of spec 000 §2 (black-friday*, brilliant-breakfast, business-to-business*,
// giving-tuesday, international-womens-day, wedding-list): services and seasonal campaigns.
export const HELP_CAMPAIGN_PAGES: readonly ContentPage[] = [
  {
    path: "help/wedding-list",
    version: null,
    title: "Wedding List",
    description:
      "Create a wedding list of the things you will use for years, and we will deliver it all together.",
    sections: [
      {
        heading: "A wedding list, made simple",
        paragraphs: [
          "Create your list online or with one of our wedding list advisers in store. Add bed linen, towels, tableware and anything else from our collections, and share a link with your guests.",
          "Guests can buy from your list online or in any of our stores, and add a message that we keep for you. You can see what has been bought at any time.",
          "When your list closes, we deliver everything together on a date that suits you, so that nothing arrives while you are away.",
        ],
      },
      {
        heading: "Changing your mind",
        paragraphs: [
          "You can add, remove or exchange items until your list closes, and for 28 days after delivery you can exchange anything that is not quite right.",
        ],
      },
    ],
    links: {
      heading: "Ideas for your list",
      links: [
        { label: "Wedding gifts they'll keep", url: "/magazine/gifting/wedding-gifts-theyll-keep" },
        { label: "How to make the perfect bed", url: "/magazine/bedroom/how-to-make-the-perfect-bed" },
        { label: "Find a store", url: "/our-stores" },
      ],
    },
  },
  {
    path: "help/brilliant-breakfast",
    version: null,
    title: "Brilliant Breakfast",
    description:
      "Our annual fundraising breakfast in support of young people: how to host one and how we help.",
    sections: [
      {
        heading: "Host a brilliant breakfast",
        paragraphs: [
          "Every spring we invite customers, friends and our own teams to host a breakfast and raise money for our charity partner, which helps young people into education, training and work.",
          "It can be as simple as coffee and pastries for colleagues or as generous as a long weekend brunch with family. Ask your guests for a donation, and we will match the first funds raised by every team in our stores.",
        ],
      },
      {
        heading: "What we do",
        paragraphs: [
          "During the campaign a donation from every breakfast and tableware order goes to our charity partner, and our stores host breakfasts of their own. Look out for the dates in our emails and in store.",
        ],
      },
    ],
    links: {
      heading: "Breakfast inspiration",
      links: [
        { label: "The brilliant breakfast", url: "/magazine/recipes/the-brilliant-breakfast" },
        { label: "Setting a summer table", url: "/magazine/recipes/setting-a-summer-table" },
      ],
    },
  },
  {
    path: "help/business-to-business",
    version: null,
    title: "Business to Business",
    description: "Corporate gifting, hospitality and bulk orders, with a dedicated team to help.",
    sections: [
      {
        heading: "Working with businesses",
        paragraphs: [
          "Our business team works with companies of every size on corporate gifts, client thank-yous, hotel and holiday-let linen, and bulk orders for events.",
          "We can help you choose, wrap each gift with a personal message, and deliver to one address or many. Larger orders qualify for volume pricing, and we can invoice on account once approved.",
        ],
      },
      {
        heading: "Getting started",
        paragraphs: [
          "Tell us what you have in mind using our contact form, choosing Business enquiry as the subject, and a member of the team will be in touch within two working days.",
        ],
      },
    ],
    links: {
      heading: "Useful links",
      links: [
        { label: "Contact us", url: "/help/contact-us" },
        { label: "Gift cards", url: "/help/gift-cards" },
      ],
    },
  },
  {
    path: "help/black-friday",
    version: null,
    title: "Black Friday",
    description: "Our Black Friday offers, delivery dates and extended returns, all in one place.",
    sections: [
      {
        heading: "Black Friday with us",
        paragraphs: [
          "Over Black Friday weekend we offer savings on selected lines across home, bedroom and clothing, online and in store, while stocks last.",
          "We never inflate prices beforehand: every reduction is against a price the item has been sold at for at least 28 days.",
        ],
      },
      {
        heading: "Delivery and returns",
        paragraphs: [
          "Delivery can take a day or two longer than usual during the busiest week of the year, and we show the expected date at checkout.",
          "Anything bought between 1 November and 24 December can be returned until 15 January, so early gifts can still be exchanged after the holidays.",
        ],
      },
    ],
    links: HELP_TOPICS,
  },
  {
    path: "help/giving-tuesday",
    version: null,
    title: "Giving Tuesday",
    description: "How we mark Giving Tuesday with our charity partners, and how you can take part.",
    sections: [
      {
        heading: "A day for giving",
        paragraphs: [
          "Giving Tuesday follows Black Friday and is a global day of generosity. We mark it by donating a share of every order placed that day to our charity partners.",
          "Our stores also collect gently used bed linen and towels, which we pass to local shelters and animal charities that need them.",
        ],
      },
      {
        heading: "How you can help",
        paragraphs: [
          "Add a donation at checkout, bring unwanted textiles to any of our stores, or volunteer alongside our teams. Every contribution, however small, goes directly to our partners.",
        ],
      },
    ],
    links: {
      heading: "Read more",
      links: [
        { label: "Our community partners", url: "/magazine/stories/our-community-partners" },
        { label: "Sustainability & ethics", url: "/our-world/sustainability/sustainability-ethics" },
      ],
    },
  },
  {
    path: "help/international-womens-day",
    version: null,
    title: "International Women's Day",
    description: "Celebrating the women who design, make and sell our collections.",
    sections: [
      {
        heading: "Celebrating the women behind our collections",
        paragraphs: [
          "Many of the people who design, weave, sew and sell our products are women, from our design studio to the mills and workshops we have worked with for decades.",
          "On International Women's Day we share their stories, and we support charities that help women into skilled work in the communities where our products are made.",
        ],
      },
      {
        heading: "Our commitments",
        paragraphs: [
          "We publish our gender pay gap every year, offer flexible working across our stores and offices, and ask every supplier to show us how they support women in their workforce.",
        ],
      },
    ],
    links: {
      heading: "Meet the makers",
      links: [
        { label: "Meet our weavers", url: "/magazine/stories/meet-our-weavers" },
        { label: "Our makers", url: "/our-world/our-story/our-makers" },
      ],
    },
  },
];
