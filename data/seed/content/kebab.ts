/** "Bed-Linen" → "bed-linen", "Baby & Children" → "baby-children": for ids built from names and codes. */
export function kebab(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
