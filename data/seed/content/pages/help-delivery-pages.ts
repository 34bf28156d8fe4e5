import type { ContentPage } from "./content-page.ts";
import { HELP_TOPICS } from "./help-service-pages.ts";

// Prices are per version (and in the version's currency), so each version has its own page.
// Free-delivery thresholds match config/{version}.json and content/free-delivery.ts.
export const HELP_DELIVERY_PAGES: readonly ContentPage[] = [
  {
    path: "help/delivery",
    version: "uk",
    title: "Delivery",
    description:
      "Delivery options, prices and times for UK orders, including next day and nominated day delivery.",
    sections: [
      {
        heading: "UK delivery options",
        paragraphs: [
          "Standard delivery costs £4.95 and arrives within 3–5 working days. It is free on orders over £50.",
          "Next day delivery costs £7.95 when you order by 9pm, Monday to Thursday. Order by 9pm on Friday for Saturday delivery, or by 9pm on Saturday for Sunday delivery, each at £9.95.",
          "Nominated day delivery lets you choose a date up to two weeks ahead for £7.95 – ideal when you know you will be at home.",
          "Collect+ delivery to a local shop costs £3.95 and takes 2–4 working days. You will receive a text and an email when your parcel is ready to collect.",
        ],
      },
      {
        heading: "Furniture and made-to-order pieces",
        paragraphs: [
          "Furniture is delivered by a two-person team to the room of your choice, and we will call to arrange a date. Made-to-order pieces take 6, 9 or 11 weeks; the time is shown on each product page.",
          "If your order includes items on back order or made to order, we send the rest of your order first so that you are not kept waiting, at no extra cost.",
        ],
      },
      {
        heading: "Tracking your order",
        paragraphs: [
          "We email you as soon as your order is dispatched, with a link to follow its progress. You can also track any order without signing in, using your order number and email address.",
        ],
      },
    ],
    links: HELP_TOPICS,
  },
  {
    path: "help/delivery",
    version: "us",
    title: "Shipping",
    description: "Shipping options, prices and times for orders to the United States.",
    sections: [
      {
        heading: "US shipping options",
        paragraphs: [
          "Standard tracked shipping costs $8 and arrives within 5–7 business days. It is free on orders over $75.",
          "Express shipping costs $20 and arrives within 2–3 business days. Overnight shipping costs $30 when you order by 1pm ET, Monday to Thursday.",
          "We ship to all 50 states. We are unable to ship to P.O. boxes or APO/FPO addresses, as our carriers need a signature for larger parcels.",
        ],
      },
      {
        heading: "Sales tax and duties",
        paragraphs: [
          "Sales tax is calculated at checkout from your delivery address. All duties are included in our prices, so there is nothing more to pay when your order arrives.",
        ],
      },
      {
        heading: "Tracking your order",
        paragraphs: [
          "We email you as soon as your order ships, with a link to follow its progress. You can also track any order without signing in, using your order number and email address.",
        ],
      },
    ],
    links: HELP_TOPICS,
  },
  {
    path: "help/delivery",
    version: "row",
    title: "International Delivery",
    description: "Delivery options, prices and times for orders to more than 150 countries.",
    sections: [
      {
        heading: "Delivering worldwide",
        paragraphs: [
          "We deliver to more than 150 countries. Standard international delivery costs €15 and takes 5–10 working days; it is free on orders over €150.",
          "Express international delivery costs €25 and takes 3–5 working days to most destinations in Europe, and 4–7 working days further afield.",
          "A few products, such as large furniture and some fragrances, cannot be sent to every country. If something in your bag cannot be delivered to your address, we will tell you before you pay.",
        ],
      },
      {
        heading: "Duties and taxes",
        paragraphs: [
          "Orders to countries outside the UK may be subject to import duties and local taxes. Where we can calculate these, they are shown at checkout; otherwise they are collected by the carrier on delivery.",
        ],
      },
      {
        heading: "Tracking your order",
        paragraphs: [
          "We email you as soon as your order is dispatched, with a link to follow its progress. You can also track any order without signing in, using your order number and email address.",
        ],
      },
    ],
    links: HELP_TOPICS,
  },
];
