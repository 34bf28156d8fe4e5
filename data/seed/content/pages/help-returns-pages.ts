import { formatMoney } from "../../../../core/money/money.ts";
import { RETURN_TERMS_BY_VERSION, RETURN_WINDOW_DAYS } from "../../../../core/returns/return-policy.ts";
import type { ContentPage, RichText } from "./content-page.ts";
import { HELP_TOPICS } from "./help-service-pages.ts";

const NON_RETURNABLE: RichText = {
  heading: "Items we cannot take back",
  paragraphs: [
    "For hygiene reasons we cannot accept the return of pillows, duvets, mattress toppers, pierced earrings or opened beauty products unless they are faulty. Monogrammed and made-to-order items can only be returned if faulty.",
    "If something arrives damaged or develops a fault, please contact us within 28 days and we will arrange a replacement or a full refund, including any delivery charge.",
  ],
};

// Return costs differ by version (free in the UK; a label charge in the US; at the shopper's
// cost elsewhere), so each version has its own page. The window is the same everywhere. The figures come from the
// returns rules product pages publish (core/returns/return-policy.ts), so the two never disagree.
const WINDOW = `${RETURN_WINDOW_DAYS} days`;
const RETURNING =
  `You can return most items within ${WINDOW} of delivery for a full refund, as long as they are unused and in ` +
  "their original condition and packaging.";
const usPostage = RETURN_TERMS_BY_VERSION.us.postage;
const US_LABEL_CHARGE = formatMoney(
  { amount: usPostage.kind === "label" ? (usPostage.charges.USD ?? 0) : 0, currency: "USD" },
  "en-US",
);
export const HELP_RETURNS_PAGES: readonly ContentPage[] = [
  {
    path: "help/returns",
    version: "uk",
    title: "Returns & Refunds",
    description: `Return anything within ${WINDOW} of delivery, free, in store or by post.`,
    sections: [
      {
        heading: "Returning an item",
        paragraphs: [
          RETURNING,
          "Returns are free. Take your parcel to any of our UK stores, or start a return online and drop it at a Royal Mail post office or a Collect+ point with the prepaid label we email you.",
          "Gift receipts let the recipient exchange an item or receive a refund to a gift card, without the price being shown.",
        ],
      },
      {
        heading: "Your refund",
        paragraphs: [
          "We refund to your original payment method within 5 working days of receiving your return, and email you when it is done. Your bank may take a few more days to show it.",
          "The original delivery charge is refunded when you return your whole order.",
        ],
      },
      NON_RETURNABLE,
    ],
    links: HELP_TOPICS,
  },
  {
    path: "help/returns",
    version: "us",
    title: "Returns & Refunds",
    description: `Return anything within ${WINDOW} of delivery, by mail or at one of our US stores.`,
    sections: [
      {
        heading: "Returning an item",
        paragraphs: [
          RETURNING,
          `Start a return online and we will email you a prepaid UPS label; ${US_LABEL_CHARGE} is deducted from your refund to cover it. Returns to any of our US stores are free.`,
        ],
      },
      {
        heading: "Your refund",
        paragraphs: [
          "We refund to your original payment method within 5 business days of receiving your return, and email you when it is done. Your bank may take a few more days to show it.",
        ],
      },
      NON_RETURNABLE,
    ],
    links: HELP_TOPICS,
  },
  {
    path: "help/returns",
    version: "row",
    title: "Returns & Refunds",
    description: `Return anything within ${WINDOW} of delivery from anywhere we deliver.`,
    sections: [
      {
        heading: "Returning an item",
        paragraphs: [
          RETURNING,
          "Start a return online to receive the address and a returns form. We recommend a tracked postal service, as we cannot refund parcels that do not reach us; the cost of returning is yours unless the item is faulty.",
          "Please mark your parcel as a return so that you are not charged import duties a second time.",
        ],
      },
      {
        heading: "Your refund",
        paragraphs: [
          "We refund to your original payment method within 5 working days of receiving your return, including any duties and taxes you paid at checkout.",
        ],
      },
      NON_RETURNABLE,
    ],
    links: HELP_TOPICS,
  },
];
