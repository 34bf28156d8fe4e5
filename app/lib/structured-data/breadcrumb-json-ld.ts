import type { CategoryLink } from "../../../core/catalogue/product-types.ts";

/** schema.org BreadcrumbList of a page under the catalogue: its category trail, then the page itself. */
export function breadcrumbJsonLd(
  trail: readonly CategoryLink[],
  current: { name: string; url: string },
  origin: string,
  prefix: string,
) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      ...trail.map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: `${origin}${prefix}${crumb.path}`,
      })),
      { "@type": "ListItem", position: trail.length + 1, name: current.name, item: current.url },
    ],
  };
}
