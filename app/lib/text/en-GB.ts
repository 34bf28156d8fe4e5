import { accountText } from "./en-GB/account.ts";
import { bagText } from "./en-GB/bag.ts";
import { catalogueText } from "./en-GB/catalogue.ts";
import { checkoutText } from "./en-GB/checkout.ts";
import { checkoutLoginText } from "./en-GB/checkout-login.ts";
import { consentText } from "./en-GB/consent.ts";
import { contentText } from "./en-GB/content.ts";
import { footerText } from "./en-GB/footer.ts";
import { giftCardText } from "./en-GB/gift-cards.ts";
import { myAccountText } from "./en-GB/my-account.ts";
import { ordersText } from "./en-GB/orders.ts";
import { passwordsText } from "./en-GB/passwords.ts";
import { paypalText } from "./en-GB/paypal.ts";
import { productText } from "./en-GB/product.ts";
import { shellText } from "./en-GB/shell.ts";
import { storesText } from "./en-GB/stores.ts";
import { walletsText } from "./en-GB/wallets.ts";

// The interface-text catalogue (spec 002 "Interface-text catalogue"), UK English. en-US.ts
// overrides only what differs. Keys are grouped by theme.
export const enGB = {
  "site.name": "The White Cove",
  "site.tagline": "Calm, considered home and fashion",
  "a11y.skipToContent": "Skip to main content",
  "a11y.mainNavigation": "Main navigation",
  "a11y.footerNavigation": "Footer",
  "a11y.breadcrumb": "Breadcrumb",
  "a11y.home": "The White Cove home page",
  "a11y.promotions": "Offers",
  "header.account": "Sign in or register",
  "header.savedItems": "Saved items",
  "header.bag": "Bag",
  "header.bagCount": "Bag, {count} items",
  "header.bagCountOne": "Bag, 1 item",
  "footer.newsletter.heading": "Be the first to know",
  "footer.newsletter.copy": "New collections, gift ideas and stories from our world, straight to your inbox.",
  "footer.newsletter.label": "Email address",
  "footer.newsletter.submit": "Sign up",
  "footer.social": "Follow us",
  "footer.copyright": "© {year} The White Cove Ltd. Registered office: 12 Chapel Place, London EC2A 3DQ.",
  "footer.country": "Shipping to {country}",
  "footer.payments": "We accept",
  "notFound.title": "Sorry, we can't find that page",
  "notFound.subtitle":
    "The page may have moved or no longer exists. These links will help you find your way.",
  "notFound.help": "Help page",
  "notFound.homepage": "Homepage",
  "notFound.login": "Your account",
  "notFound.shopping": "Continue shopping",
  "notFound.newInClothing": "New in Clothing",
  "notFound.bedLinen": "Bed linen",
  "notFound.homeDecor": "Home decor",
  "notFound.babyClothing": "Baby Clothing",
  "notFound.homeFragrance": "Home Fragrance",
  "notFound.gifts": "Gifts",
  "system.apiErrorMessage": "Something went wrong – please try reloading the page, or come back later",
  "product.colour": "Colour",
  "home.shopNow": "Shop now",
  ...shellText,
  ...footerText,
  ...contentText,
  ...catalogueText,
  ...productText,
  ...giftCardText,
  ...bagText,
  ...accountText,
  ...passwordsText,
  ...myAccountText,
  ...checkoutText,
  ...checkoutLoginText,
  ...ordersText,
  ...paypalText,
  ...walletsText,
  ...storesText,
  ...consentText,
} as const;

export type TextKey = keyof typeof enGB;
