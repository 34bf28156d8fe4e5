import { type ContentComponentRow, contentComponentRow } from "./content-component.ts";

/** spec 000 §3 flyover content: textBody is the link path; ids with signedIn- are for signed-in users. */
interface FlyoverTile {
  id: string;
  componentType: "CMSParagraphComponent" | "TWCTileIconedComponent";
  textBody: string;
  iconUrl: string;
  title: string;
  content: string;
}

const TILES: readonly FlyoverTile[] = [
  {
    id: "guest-welcome",
    componentType: "CMSParagraphComponent",
    textBody: "/login",
    iconUrl: "/icons/account.svg",
    title: "Sign in or register",
    content: "Sign in to see your orders and saved items, keep your addresses and check out faster.",
  },
  {
    id: "guest-track-order",
    componentType: "TWCTileIconedComponent",
    textBody: "/guest/trackOrder",
    iconUrl: "/icons/box.svg",
    title: "Track my order",
    content: "Follow your delivery with your order number – no account needed.",
  },
  {
    id: "guest-returns",
    componentType: "TWCTileIconedComponent",
    textBody: "/help/returns",
    iconUrl: "/icons/return.svg",
    title: "Create a return",
    content: "Return within 28 days of delivery.",
  },
  {
    id: "guest-saved-items",
    componentType: "TWCTileIconedComponent",
    textBody: "/saved-items",
    iconUrl: "/icons/heart.svg",
    title: "Saved items",
    content: "Keep the pieces you love in one place.",
  },
  {
    id: "signedIn-welcome",
    componentType: "CMSParagraphComponent",
    textBody: "/my-account",
    iconUrl: "/icons/account.svg",
    title: "My account",
    content: "Manage your details, addresses and email preferences.",
  },
  {
    id: "signedIn-orders",
    componentType: "TWCTileIconedComponent",
    textBody: "/my-account#orders",
    iconUrl: "/icons/box.svg",
    title: "My orders",
    content: "Track deliveries and see past orders.",
  },
  {
    id: "signedIn-saved-items",
    componentType: "TWCTileIconedComponent",
    textBody: "/saved-items",
    iconUrl: "/icons/heart.svg",
    title: "Saved items",
    content: "Everything you have saved, newest first.",
  },
  {
    id: "signedIn-returns",
    componentType: "TWCTileIconedComponent",
    textBody: "/help/returns",
    iconUrl: "/icons/return.svg",
    title: "Returns",
    content: "Start a return within 28 days of delivery.",
  },
  {
    id: "signedIn-help",
    componentType: "TWCTileIconedComponent",
    textBody: "/help",
    iconUrl: "/icons/help.svg",
    title: "Help",
    content: "Answers on delivery, returns and your account.",
  },
];

/** Account flyover tiles for guests and signed-in shoppers, shared by every version. */
export function flyoverTiles(): ContentComponentRow[] {
  return TILES.map(({ id, componentType, ...data }, position) =>
    contentComponentRow(id, "flyover", null, position, componentType, data),
  );
}
