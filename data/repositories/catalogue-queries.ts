import type { Expression } from "kysely";
import type { Db } from "../db.ts";

// Catalogue look-ups the bag and the saved items both make.

/** Variants with their price in `currency` (null columns where there is none), ready for a select. */
export function variantsPricedIn(db: Db, currency: string) {
  return db
    .selectFrom("variants")
    .leftJoin("prices", (join) =>
      join.onRef("prices.variantCode", "=", "variants.code").on("prices.currency", "=", currency),
    );
}

/**
 * The id of a swatch's first image (lowest position), as a subquery on the outer query's swatch code
 * (`eb.ref(…)`): the picture a bag line or a saved item shows.
 */
export function firstSwatchImageId(db: Db, swatchCode: Expression<string>) {
  return db
    .selectFrom("images")
    .select("images.id")
    .where("images.ownerCode", "=", swatchCode)
    .where("images.ownerType", "=", "swatch")
    .orderBy("images.position")
    .limit(1);
}
