import type { BannerComponent, LinkRef, NavigationNode } from "../content/content-types.ts";
import { oncePerObject } from "../content/once-per-object.ts";

// spec 000 §3 "Navigation node" and "Main navigation": a root's children are the top items; a top item's branch
// children are columns (title + leaf links), its leaf children in the group "underNavigation" are the links under
// the columns, and its first banner component is the optional promotional banner.
const UNDER_NAVIGATION_GROUP = "underNavigation";

interface MenuColumn {
  id: string;
  title: string;
  links: LinkRef[];
}

export interface MenuSection {
  id: string;
  label: string;
  url: string;
  alignRight: boolean;
  columns: MenuColumn[];
  underNavigation: LinkRef[];
  banner: BannerComponent | null;
}

/**
 * A top item of the main menu as every page carries it: its link, and whether it has a submenu. The submenus
 * themselves (columns, links under the navigation, a banner) are two thirds of a page's hydration data and are
 * fetched when the shopper first opens one (`GET /api/navigation/{version}/menu.json`, issue 28).
 */
export interface MenuTop {
  id: string;
  label: string;
  url: string;
  alignRight: boolean;
  /** The desktop menu has a submenu for it: columns, links under the navigation or a banner. */
  hasPanel: boolean;
  /** The touch menu has a panel for it: columns or links under the navigation (it shows no banner). */
  hasLinks: boolean;
}

export const menuTops = oncePerObject((sections: readonly MenuSection[]): MenuTop[] =>
  sections.map(({ id, label, url, alignRight, columns, underNavigation, banner }) => ({
    id,
    label,
    url,
    alignRight,
    hasPanel: columns.length > 0 || underNavigation.length > 0 || banner !== null,
    hasLinks: columns.length > 0 || underNavigation.length > 0,
  })),
);

// Every page and the submenus' call ask for the menu of the version's cached shell content: worked out once per
// content change (a new navigation array), not per request.

/** The top items of the main menu, flattening root nodes, with their submenus. */
export const menuSections = oncePerObject((navigation: readonly NavigationNode[]): MenuSection[] =>
  navigation
    .flatMap((node) => (node.isRoot ? node.navigationNode.children : [node]))
    .filter((node) => node.isVisible)
    .map(toSection),
);

function toSection(node: NavigationNode): MenuSection {
  const children = node.navigationNode.children.filter((child) => child.isVisible);
  const columns = children
    .filter((child) => child.navigationNode.children.length > 0)
    .map((column) => ({
      id: column.id,
      title: column.label || column.link.linkName,
      links: column.navigationNode.children.filter((leaf) => leaf.isVisible && leaf.link.url).map(toLink),
    }))
    .filter((column) => column.links.length > 0);
  const underNavigation = children
    .filter((child) => child.groupName === UNDER_NAVIGATION_GROUP && child.link.url)
    .map(toLink);
  return {
    id: node.id,
    label: node.link.linkName || node.label,
    url: node.link.url ?? "/",
    alignRight: node.alignRight,
    columns,
    underNavigation,
    banner: node.twcBannerComponents[0] ?? null,
  };
}

function toLink(node: NavigationNode): LinkRef {
  return { id: node.id, linkName: node.link.linkName || node.label, url: node.link.url ?? "/" };
}

/** spec 002 §3 bag entry: the values "No Colour" and "One Size" are not shown. */
export function visibleVariantText(
  value: string | null | undefined,
  hidden: "No Colour" | "One Size",
): string | null {
  if (!value) return null;
  return value.trim().toLowerCase() === hidden.toLowerCase() ? null : value;
}
