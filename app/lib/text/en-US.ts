import type { TextKey } from "./en-GB.ts";
import { accountTextUS } from "./en-US/account.ts";
import { bagTextUS } from "./en-US/bag.ts";
import { catalogueTextUS } from "./en-US/catalogue.ts";
import { checkoutTextUS } from "./en-US/checkout.ts";
import { checkoutLoginTextUS } from "./en-US/checkout-login.ts";
import { consentTextUS } from "./en-US/consent.ts";
import { contentTextUS } from "./en-US/content.ts";
import { footerTextUS } from "./en-US/footer.ts";
import { giftCardTextUS } from "./en-US/gift-cards.ts";
import { myAccountTextUS } from "./en-US/my-account.ts";
import { ordersTextUS } from "./en-US/orders.ts";
import { passwordsTextUS } from "./en-US/passwords.ts";
import { paypalTextUS } from "./en-US/paypal.ts";
import { productTextUS } from "./en-US/product.ts";
import { shellTextUS } from "./en-US/shell.ts";
import { storesTextUS } from "./en-US/stores.ts";
import { walletsTextUS } from "./en-US/wallets.ts";

// US English where it differs from the UK wording.
export const enUS: Partial<Record<TextKey, string>> = {
  "product.colour": "Color",
  "header.bag": "Bag",
  "notFound.homeDecor": "Home decor",
  "footer.copyright": "© {year} The White Cove Inc. 350 Fifth Avenue, New York, NY 10118.",
  ...shellTextUS,
  ...footerTextUS,
  ...contentTextUS,
  ...catalogueTextUS,
  ...productTextUS,
  ...giftCardTextUS,
  ...bagTextUS,
  ...accountTextUS,
  ...passwordsTextUS,
  ...myAccountTextUS,
  ...checkoutTextUS,
  ...checkoutLoginTextUS,
  ...ordersTextUS,
  ...paypalTextUS,
  ...walletsTextUS,
  ...storesTextUS,
  ...consentTextUS,
};
