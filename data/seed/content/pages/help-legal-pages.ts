import type { ContentPage, LinkList } from "./content-page.ts";

const LEGAL_LINKS: LinkList = {
  heading: "Legal",
  links: [
    { label: "Terms & conditions", url: "/help/terms" },
    { label: "Privacy policy", url: "/help/privacy-policy" },
    { label: "Accessibility", url: "/help/accessibility" },
  ],
};

export const HELP_LEGAL_PAGES: readonly ContentPage[] = [
  {
    path: "help/terms",
    version: null,
    title: "Terms & Conditions",
    description: "The terms on which we sell to you through our website, in plain language.",
    sections: [
      {
        heading: "About these terms",
        paragraphs: [
          "These terms apply to every order you place on our website. Please read them before you order; by placing an order you agree to them. We may update them from time to time, and the version on this page when you order is the one that applies.",
        ],
      },
      {
        heading: "Your order",
        paragraphs: [
          "When you place an order we send an email acknowledging it. Our contract with you begins when we email to confirm that your order has been dispatched.",
          "We take care to show our products accurately, but the shade of a fabric may look slightly different on your screen. Sizes and measurements are given on each product page.",
          "If we cannot supply an item, for example because it has sold out since you ordered, we will let you know and refund you in full for that item.",
        ],
      },
      {
        heading: "Prices and payment",
        paragraphs: [
          "Prices include any sales taxes that apply to your delivery address, except where checkout shows them separately. Delivery charges are shown before you pay.",
          "If a price is shown wrongly because of an obvious error, we will contact you before dispatch and you may choose to continue at the correct price or cancel.",
        ],
      },
      {
        heading: "Cancelling and returning",
        paragraphs: [
          "You have a legal right to cancel your order within 14 days of receiving it. Our returns policy goes further and allows 28 days for most items; see our returns page for details.",
          "Your legal rights for faulty goods are not affected by these terms.",
        ],
      },
      {
        heading: "Our responsibility to you",
        paragraphs: [
          "We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to take reasonable care. We are not responsible for loss that was not foreseeable, or for business losses.",
          "These terms are governed by the law of England and Wales. If you live elsewhere in the United Kingdom, you may also bring proceedings in your local courts.",
        ],
      },
    ],
    links: LEGAL_LINKS,
  },
  {
    path: "help/privacy-policy",
    version: null,
    title: "Privacy Policy",
    description: "What personal information we collect, why we collect it, and the choices you have.",
    sections: [
      {
        heading: "Who we are",
        paragraphs: [
          "This policy explains how we collect and use your personal information when you shop with us online, in our stores or through our app. We are the controller of that information.",
        ],
      },
      {
        heading: "What we collect and why",
        paragraphs: [
          "We collect the details you give us when you order, create an account, sign up to our emails or contact us: your name, addresses, email address, phone number and order history.",
          "We use them to process and deliver your orders, to provide customer service, to prevent fraud and, if you agree, to send you news about our collections. We never sell your information.",
          "Payment card details are handled by our payment provider and are never stored on our systems.",
        ],
      },
      {
        heading: "Cookies",
        paragraphs: [
          "We use essential cookies to keep your bag and sign-in working, and, with your consent, analytics and marketing cookies to understand how our website is used and to show you relevant content. You can change your choice at any time with the cookie settings link at the foot of every page.",
        ],
      },
      {
        heading: "Your rights",
        paragraphs: [
          "You can ask for a copy of the information we hold about you, ask us to correct or delete it, or object to how we use it. You can unsubscribe from marketing emails at any time.",
          "We keep your information only for as long as we need it, and order records for as long as the law requires. To make a request, contact our Customer Service team.",
        ],
      },
    ],
    links: LEGAL_LINKS,
  },
  {
    path: "help/accessibility",
    version: null,
    title: "Accessibility",
    description:
      "Our commitment to a website everyone can use, and how to tell us if something is not working.",
    sections: [
      {
        heading: "Our commitment",
        paragraphs: [
          "We want everyone to be able to use our website comfortably. We design and test against the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, and we check new features with keyboards and screen readers before they go live.",
        ],
      },
      {
        heading: "Using our website",
        paragraphs: [
          "Every part of the site can be reached with a keyboard, with a skip link to the main content at the top of every page. Images have text descriptions, and form errors are announced as well as shown.",
          "You can enlarge text up to 200% with your browser's zoom without losing content, and our pages respect your device's reduced-motion setting.",
        ],
      },
      {
        heading: "Tell us what we can improve",
        paragraphs: [
          "If you find something difficult to use, or need information in a different format, please contact our Customer Service team. We read every message and aim to reply within one working day.",
        ],
      },
    ],
    links: LEGAL_LINKS,
  },
];
