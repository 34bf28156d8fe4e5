import type { ContentPage } from "./content-page.ts";
import { HELP_TOPICS } from "./help-service-pages.ts";

// Each version sells its own delivery services, so each has its own page. Prices are placeholders filled in from
// the tariff checkout charges with, in the shopper's currency (core/content/content-prices.ts); the times follow
// the carriers' timetable (core/delivery/cut-offs.ts, split-delivery.ts).
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
          "Standard delivery costs {price:standard} and arrives within 3 working days. It is free on orders over {price:freeDeliveryThreshold}.",
          "Next day delivery costs {price:nextDay}: order by 8pm and your parcel arrives the next working day.",
          "Saturday delivery costs {price:saturday} when you order by 8pm on Friday. Sunday delivery costs {price:sunday} when you order by noon on Saturday.",
          "Nominated day delivery costs {price:nominatedDay} and lets you choose a weekday or a Saturday up to two weeks ahead – ideal when you know you will be at home.",
          "Collect+ delivery to a local shop costs {price:collectPlus} and takes 3 working days. It is free on orders over {price:freeDeliveryThreshold}. You will receive a text and an email when your parcel is ready to collect.",
        ],
      },
      {
        heading: "Furniture and made-to-order pieces",
        paragraphs: [
          "Furniture is delivered by a two-person team to the room of your choice within 10–14 working days, and we will call to arrange a date. It costs {price:furniture} per order, however many pieces you buy. Made-to-order pieces take 6, 9 or 11 weeks; the time is shown on each product page.",
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
          "Standard tracked shipping costs {price:standard} and arrives within 5 business days. It is free on orders over {price:freeDeliveryThreshold}.",
          "Express shipping costs {price:nextDay} and arrives the next business day; checkout shows how long you have left to order for it.",
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
          "We deliver to more than 150 countries. Standard international delivery costs {price:europe} to Europe and {price:restOfWorld} to the rest of the world, and takes 7 working days.",
          "Standard international delivery is free on orders over {price:freeDeliveryThreshold}.",
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
