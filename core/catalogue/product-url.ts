// Product page addresses (spec 000 §2, 002 §2), without the version prefix: standard
// `{category}/p/{code}`, grouped `…/g/{group}`, bundles and collections under their own words.
// Every listing, suggestion, bag line and saved item links through here so the forms never drift.

interface ProductUrlInput {
  code: string;
  name: string;
  productType: string;
  /** The product's default category code, already a URL slug (e.g. `Duvet-Covers`). */
  categoryCode: string;
  groupCode?: string | null;
  swatchCode?: string | null;
}

/** A name as a URL segment: `Cavendish Bed Linen Bundle` → `Cavendish-Bed-Linen-Bundle`. */
export function nameSlug(name: string): string {
  return (
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/&/g, "and")
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "product"
  );
}

export function productPath(product: ProductUrlInput): string {
  const base =
    product.productType === "bundle"
      ? `/bundle/${nameSlug(product.name)}/p/${product.code}`
      : product.productType === "collection"
        ? `/collection/${nameSlug(product.name)}/p/${product.code}`
        : `/${product.categoryCode}/p/${product.code}${product.groupCode ? `/g/${product.groupCode}` : ""}`;
  return product.swatchCode ? `${base}?swatch=${encodeURIComponent(product.swatchCode)}` : base;
}
