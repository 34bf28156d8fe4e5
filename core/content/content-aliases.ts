import { contentPath } from "./content-service.ts";

// Help aliases of spec 000 §2: black-friday*, brilliant-breakfast, business-to-business*,
// gift-cards, giving-tuesday, international-womens-day, subscription, wedding-list. Each is a help
// category; a starred alias also answers every path that begins with it (black-friday-2026).
const HELP_ALIASES = [
  "black-friday*",
  "brilliant-breakfast",
  "business-to-business*",
  "gift-cards",
  "giving-tuesday",
  "international-womens-day",
  "subscription",
  "wedding-list",
] as const;

/** The content paths to try for a site path, most specific first. */
export function contentPathCandidates(path: string): string[] {
  const clean = contentPath(path);
  const segments = clean.split("/").filter(Boolean);
  const candidates = [clean];
  if (segments[0] === "help" && segments[1]) {
    const category = segments[1];
    for (const alias of HELP_ALIASES) {
      if (alias.endsWith("*") && category.startsWith(alias.slice(0, -1)) && category !== alias.slice(0, -1))
        candidates.push(["help", alias.slice(0, -1), ...segments.slice(2)].join("/"));
    }
    // A help sub-category without its own page shows its category.
    if (segments.length > 2)
      candidates.push(
        ...candidates.filter((c) => c.split("/").length > 2).map((c) => c.split("/").slice(0, 2).join("/")),
      );
  }
  if (segments[0] === "our-world") {
    // our-world/{category?}/ft/{article}/{amplienceid}: the feature is the article of that category.
    const ft = segments.indexOf("ft");
    if (ft > 0 && segments.length > ft + 1) {
      const category = segments.slice(1, ft);
      const article = segments[ft + 1]!;
      if (category.length) candidates.push(["our-world", ...category, article].join("/"));
      else candidates.push(["our-world", article].join("/"));
    }
  }
  return [...new Set(candidates)];
}

/**
 * Paths under the help aliases that are pages of their own, so never aliases: the gift card balance page
 * (decision 043), and the subscription thank-you page, which is a route of its own (spec 000 §2).
 */
const OWN_ROUTES_UNDER_ALIASES = new Set(["gift-cards/balance", "subscription"]);

/**
 * spec 000 §2: the help aliases also answer at the top level of a version (`/uk/wedding-list`,
 * `/uk/black-friday-2026/terms`), where no other route has the address. Given the path after the version, the
 * help path it stands for (`help/wedding-list`), or null when the path is no alias or another page's own.
 */
export function topLevelHelpAlias(path: string): string | null {
  const segments = path.split("/").filter(Boolean);
  const [first, ...rest] = segments;
  // A help page is a category and at most a sub-category (help/{helpcategory?}/{helpsubcategory?}).
  if (!first || rest.length > 1) return null;
  if (OWN_ROUTES_UNDER_ALIASES.has(segments.join("/")) || OWN_ROUTES_UNDER_ALIASES.has(first)) return null;
  const isAlias = HELP_ALIASES.some((alias) =>
    alias.endsWith("*") ? first.startsWith(alias.slice(0, -1)) : first === alias,
  );
  return isAlias ? ["help", ...segments].join("/") : null;
}
