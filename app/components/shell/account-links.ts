import type { TextKey } from "../../lib/text/text.ts";

export interface AccountLink {
  id: string;
  textKey: TextKey;
  to: string;
}

interface AccountLinkOptions {
  signedIn: boolean;
  savedItemsEnabled: boolean;
  /** The hamburger says "Track my order" and "Create a return"; the desktop quick links are shorter. */
  wording: "quick" | "hamburger";
  /** The gift card balance page: gift cards are the UK site's alone (spec 001 §1; docs/decisions/043). */
  giftCardBalance?: boolean;
}

/**
 * spec 000 "Main navigation": my account or sign in/register, saved items, find a store, contact us, track order,
 * returns, help, sign out. Track order and returns work without signing in (§6); saved items follow the wishlist
 * toggle; sign out only for signed-in shoppers.
 */
export function accountLinks({
  signedIn,
  savedItemsEnabled,
  wording,
  giftCardBalance = false,
}: AccountLinkOptions): AccountLink[] {
  const hamburger = wording === "hamburger";
  const links: (AccountLink | false)[] = [
    signedIn
      ? { id: "my-account", textKey: "shell.account.myAccount", to: "/my-account" }
      : { id: "sign-in", textKey: "shell.account.signIn", to: "/login" },
    savedItemsEnabled && { id: "saved-items", textKey: "shell.links.savedItems", to: "/saved-items" },
    { id: "find-store", textKey: "shell.links.findStore", to: "/our-stores" },
    { id: "contact-us", textKey: "shell.links.contactUs", to: "/help/contact-us" },
    {
      id: "track-order",
      textKey: hamburger ? "shell.links.trackMyOrder" : "shell.links.trackOrder",
      to: "/guest/trackOrder",
    },
    {
      id: "returns",
      textKey: hamburger ? "shell.links.createReturn" : "shell.links.returns",
      to: "/help/returns",
    },
    giftCardBalance && {
      id: "gift-card-balance",
      textKey: "shell.links.giftCardBalance",
      to: "/gift-cards/balance",
    },
    { id: "help", textKey: "shell.links.help", to: "/help" },
    signedIn && { id: "sign-out", textKey: "shell.links.signOut", to: "/logout" },
  ];
  return links.filter((link): link is AccountLink => link !== false);
}
