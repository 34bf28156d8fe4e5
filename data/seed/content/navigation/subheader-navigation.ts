import { VERSIONS } from "../../../../core/site/versions.ts";
import { FREE_DELIVERY } from "../free-delivery.ts";
import { type NavigationRow, navigationRow } from "./navigation-node.ts";

/**
 * Sub-header links (spec 000 §3 header link: id, linkName, url). The delivery message has one row
 * per version because its threshold is in the version's currency; the rest are shared, except gift
 * cards, which are only sold on the UK site (spec 000 §6).
 */
export function subheaderNavigation(): NavigationRow[] {
  const delivery = VERSIONS.map((version) =>
    navigationRow({
      id: `nav-subheader-delivery-${version}`,
      menu: "subheader",
      position: 0,
      nodeType: "leaf",
      componentType: "CMSLinkComponent",
      label: FREE_DELIVERY[version].short,
      url: "/help/delivery",
      version,
    }),
  );
  const shared = [
    { id: "nav-subheader-stores", label: "Find a store", url: "/our-stores", version: null },
    {
      id: "nav-subheader-gift-cards",
      label: "Gift cards",
      url: "/Gift-Cards/p/GCARD",
      version: "uk" as const,
    },
    { id: "nav-subheader-magazine", label: "The Magazine", url: "/magazine", version: null },
  ].map((link, index) =>
    navigationRow({
      ...link,
      menu: "subheader",
      position: index + 1,
      nodeType: "leaf",
      componentType: "CMSLinkComponent",
    }),
  );
  return [...delivery, ...shared];
}
