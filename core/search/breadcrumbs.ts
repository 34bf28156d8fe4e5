import type { SearchCategory } from "./search-document.ts";

export interface Breadcrumb {
  name: string;
  /** Site path without the version; null for the page itself. */
  url: string | null;
}

/** Home, then each ancestor category, then this one (not a link): spec 002 §2 breadcrumbs. */
export function categoryBreadcrumbs(
  category: SearchCategory,
  lookup: (code: string) => SearchCategory | undefined,
): Breadcrumb[] {
  const trail: SearchCategory[] = [];
  for (let c: SearchCategory | undefined = category; c; c = c.parentCode ? lookup(c.parentCode) : undefined)
    trail.unshift(c);
  return [
    { name: "Home", url: "/" },
    ...trail.map((c, i) => ({ name: c.name, url: i === trail.length - 1 ? null : `/${c.path}` })),
  ];
}

export function searchBreadcrumbs(text: string): Breadcrumb[] {
  return [
    { name: "Home", url: "/" },
    { name: text ? `Search results for “${text}”` : "Search results", url: null },
  ];
}
