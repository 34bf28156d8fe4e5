import type { ContentPage, LinkList } from "./content-page.ts";

// Shared pages are read on every version, so their copy avoids prices and UK-only spellings;
// anything with a price has one page per version (help-delivery-pages.ts, help-returns-pages.ts).

export const HELP_TOPICS: LinkList = {
  heading: "Help topics",
  links: [
    { label: "Delivery", url: "/help/delivery" },
    { label: "Returns & refunds", url: "/help/returns" },
    { label: "Track your order", url: "/guest/trackOrder" },
    { label: "Gift cards", url: "/help/gift-cards" },
    { label: "Email preferences", url: "/help/subscription" },
    { label: "Deleting your account", url: "/help/account-deletion" },
    { label: "Contact us", url: "/help/contact-us" },
  ],
};

export const HELP_SERVICE_PAGES: readonly ContentPage[] = [
  {
    path: "help",
    version: null,
    title: "Help & Customer Service",
    description:
      "Answers on delivery, returns, orders, gift cards and your account, and how to reach our team.",
    sections: [
      {
        heading: "How can we help?",
        paragraphs: [
          "Find answers about delivery, returns, your order and your account below. Most questions are answered in a minute or two here, at any time of day.",
          "You can track an order or start a return without signing in: all you need is your order number and the email address you used at checkout.",
          "If you cannot find what you need, our Customer Service team is happy to help. Send us a message from our contact page and we will reply within one working day.",
        ],
      },
      {
        heading: "Before you get in touch",
        paragraphs: [
          "Please have your order number to hand – it starts with a letter and is in your confirmation email. For a faulty item, a photograph of the fault helps us put things right more quickly.",
        ],
      },
    ],
    links: HELP_TOPICS,
  },
  {
    path: "help/contact-us",
    version: null,
    title: "Contact Us",
    description: "Send our Customer Service team a message and we will reply within one working day.",
    sections: [
      {
        heading: "We are here to help",
        paragraphs: [
          "Send us a message using the form below and a member of our Customer Service team will reply within one working day, usually much sooner.",
          "Tell us your order number if your question is about an order, and the product code (shown on every product page) if it is about a product. The more we know, the faster we can help.",
          "Our team answers messages seven days a week, from 8am to 8pm on weekdays and 9am to 5pm at weekends.",
        ],
      },
      {
        heading: "Prefer to talk in person?",
        paragraphs: [
          "Our store teams can help with most questions, from returns to product advice. Find your nearest store, its opening hours and its phone number on our store finder.",
        ],
      },
    ],
    links: {
      heading: "You may find your answer here",
      links: [
        { label: "Track your order", url: "/guest/trackOrder" },
        { label: "Returns & refunds", url: "/help/returns" },
        { label: "Delivery", url: "/help/delivery" },
        { label: "Find a store", url: "/our-stores" },
      ],
    },
  },
  {
    path: "help/gift-cards",
    version: null,
    title: "Gift Cards",
    description: "How our gift cards and e-gift cards work, how to check a balance and how to spend them.",
    sections: [
      {
        heading: "Gift cards and e-gift cards",
        paragraphs: [
          "Our gift cards are sold on our UK site, in pounds sterling, and can be spent online at our UK site and in any of our UK stores.",
          "Choose a physical gift card, posted in an envelope or presented in a gift box, or an e-gift card sent by email. You can choose any amount within the range shown on the product page.",
          "E-gift cards can be sent straight away or scheduled for a date up to six months ahead – perfect for a birthday you do not want to miss. Please check the recipient's name and email address carefully, as they must be correct to guarantee delivery.",
        ],
      },
      {
        heading: "Spending and checking your balance",
        paragraphs: [
          "Enter your gift card number and PIN in the payment step at checkout. If your order costs more than the card's balance, you can pay the rest by card or PayPal.",
          "Gift cards are valid for two years from the date of purchase, and any unspent balance stays on the card until then. Your remaining balance is shown at checkout and on your receipt in store.",
          "Gift cards cannot be exchanged for cash or used to buy other gift cards. Please keep your card safe: we cannot replace a lost card unless you have proof of purchase.",
        ],
      },
    ],
    links: {
      heading: "Give a gift card",
      links: [
        { label: "Gift cards", url: "/Gift-Cards/p/GCARD" },
        { label: "E-gift cards", url: "/E-Gift-Card/p/ECARD" },
      ],
    },
  },
  {
    path: "help/subscription",
    version: null,
    title: "Email Preferences",
    description: "Sign up to our emails, change what you hear about, or unsubscribe at any time.",
    sections: [
      {
        heading: "Our emails",
        paragraphs: [
          "Sign up at the foot of any page to hear about new collections, events in our stores and stories from the Magazine. We send a few emails a month and never share your address with other companies for their own marketing.",
          "Every email we send has an unsubscribe link at the bottom. One click is all it takes, and it takes effect straight away, although an email already on its way may still reach you.",
        ],
      },
      {
        heading: "Changing your preferences",
        paragraphs: [
          "If you have an account, sign in and go to My Account to change which emails you receive. If you signed up without an account, use the link in any of our emails to manage your preferences.",
          "Order confirmations, delivery updates and other service messages are sent whatever your marketing preferences, because they are about something you have bought.",
        ],
      },
    ],
    links: HELP_TOPICS,
  },
  {
    path: "help/account-deletion",
    version: null,
    title: "Deleting Your Account",
    description: "How to close your account, what we delete and what we must keep.",
    sections: [
      {
        heading: "Closing your account",
        paragraphs: [
          "You can ask us to delete your account at any time. Sign in, go to My Account and choose Personal details, then Delete my account. If you cannot sign in, contact our Customer Service team from the email address on the account.",
          "We will confirm by email once your account has been closed, which usually takes no more than a few days and never more than 30.",
        ],
      },
      {
        heading: "What happens to your information",
        paragraphs: [
          "Your saved addresses, saved items and preferences are deleted. Any saved payment cards are removed from our payment provider.",
          "We are required by law to keep records of past orders for accounting and tax purposes, usually for six years, after which they are deleted. These records are not used for marketing.",
          "Closing your account does not cancel orders already placed, and unspent gift card balances are not affected. Unsubscribing from our emails is separate and can be done from any email we send.",
        ],
      },
    ],
    links: HELP_TOPICS,
  },
  {
    path: "help/mobile-app",
    version: "uk",
    title: "Download Our App",
    description: "Shop, save and track your orders from your phone with our app for iPhone and Android.",
    sections: [
      {
        heading: "Our app",
        paragraphs: [
          "Our app brings the whole collection to your phone, with saved items that stay in step with your account on the website and a checkout that remembers your details.",
          "Track every order from dispatch to your door, find your nearest store and its opening hours, and be the first to hear about new arrivals with notifications you control.",
          "The app is free to download for iPhone from the App Store and for Android phones from Google Play. Search for our name, or scan the code in any of our stores.",
        ],
      },
    ],
    links: HELP_TOPICS,
  },
];
