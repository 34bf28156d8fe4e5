/** "Wedding Gifts They'll Keep" → "wedding-gifts-theyll-keep". */
export function articleSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
