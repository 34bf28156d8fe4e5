import type { Version } from "../../../../core/site/versions.ts";
import { kebab } from "../kebab.ts";
import { leafRows, type NavigationRow, navigationRow } from "./navigation-node.ts";

interface FooterLink {
  label: string;
  url: string;
  version?: Version;
}

// spec 000 §2 lists the footer's targets; legal links live in their own menu ("legal").
const FOOTER_COLUMNS: readonly { title: string; links: FooterLink[] }[] = [
  {
    title: "Customer Service",
    links: [
      { label: "Help", url: "/help" },
      { label: "Delivery", url: "/help/delivery" },
      { label: "Returns", url: "/help/returns" },
      { label: "Track your order", url: "/guest/trackOrder" },
      { label: "Contact us", url: "/help/contact-us" },
    ],
  },
  {
    title: "About Us",
    links: [
      { label: "Our World", url: "/our-world" },
      { label: "Sustainability & ethics", url: "/our-world/sustainability/sustainability-ethics" },
      { label: "Careers", url: "/our-world/careers" },
      { label: "The Magazine", url: "/magazine" },
      { label: "Request a brochure", url: "/brochure-request" },
    ],
  },
  {
    title: "Shopping With Us",
    links: [
      { label: "Find a store", url: "/our-stores" },
      { label: "Gift cards", url: "/Gift-Cards/p/GCARD" },
      { label: "E-gift cards", url: "/E-Gift-Card/p/ECARD" },
      // Gift cards are the UK site's alone (spec 001 §1), and so is checking their balance.
      { label: "Gift card balance", url: "/gift-cards/balance", version: "uk" },
      // spec 000 §2: the app download page exists on the UK version only.
      { label: "Download our app", url: "/help/mobile-app", version: "uk" },
      { label: "Saved items", url: "/saved-items" },
    ],
  },
  {
    title: "Services",
    links: [
      { label: "Wedding list", url: "/help/wedding-list" },
      { label: "Business gifting", url: "/help/business-to-business" },
      { label: "Gift card help", url: "/help/gift-cards" },
      { label: "Email preferences", url: "/help/subscription" },
    ],
  },
];

/** Footer link columns (spec 000 §3 footer navigation node: title and links), all FooterComponent. */
export function footerNavigation(): NavigationRow[] {
  return FOOTER_COLUMNS.flatMap((column, columnIndex) => {
    const columnId = `nav-footer-${kebab(column.title)}`;
    return [
      navigationRow({
        id: columnId,
        menu: "footer",
        position: columnIndex,
        nodeType: "branch",
        componentType: "FooterComponent",
        label: column.title,
      }),
      ...leafRows(
        "footer",
        columnId,
        "FooterComponent",
        column.links.map((link) => ({ id: `${columnId}-${kebab(link.label)}`, ...link })),
      ),
    ];
  });
}
