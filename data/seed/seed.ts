import type { Db } from "../db.ts";
import { inTransaction } from "../db.ts";
import { seedCatalogue } from "./catalogue/seed-catalogue.ts";
import { seedContent } from "./content/seed-content.ts";
import { seedFurniture } from "./furniture/seed-furniture.ts";
import { seedGiftCards } from "./gift-cards/seed-gift-cards.ts";
import { seedMagazine } from "./magazine/seed-magazine.ts";
import { seedPromotions } from "./promotions/seed-promotions.ts";
import { Random } from "./random.ts";
import { seedReference } from "./reference/seed-reference.ts";
import { seedStores } from "./stores/seed-stores.ts";

export interface SeedOptions {
  /** How many products to make; at least the hand-written ranges (about 1,200) by default. */
  products?: number;
  seed?: number;
  log?: (line: string) => void;
}

export const DEFAULT_SEED = 20261122;

/** True when the catalogue has not been seeded yet. */
export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom("meta").select("value").where("key", "=", "seeded_at").executeTakeFirst();
  return !row;
}

/**
 * Fills an empty, migrated database with the deterministic catalogue. Order matters: reference
 * data (currencies, countries) → stores → catalogue (uses stores for store stock) → furniture (its own
 * random stream, so the catalogue is unchanged) → content (uses categories for navigation) → magazine →
 * promotion codes and gift cards (use currencies).
 */
export async function seed(db: Db, options: SeedOptions = {}): Promise<void> {
  const random = new Random(options.seed ?? DEFAULT_SEED);
  const log = options.log ?? (() => {});
  const started = Date.now();
  await inTransaction(db, async (trx) => {
    await seedReference(trx, random.fork("reference"));
    log("seed: currencies, base stores and countries");
    await seedStores(trx, random.fork("stores"));
    log("seed: stores");
    const productCount = await seedCatalogue(trx, random.fork("catalogue"), { products: options.products });
    log(`seed: ${productCount} products`);
    const furnitureCount = await seedFurniture(trx, random.fork("furniture"));
    log(`seed: ${furnitureCount} furniture products`);
    await seedContent(trx, random.fork("content"));
    log("seed: navigation and content");
    await seedMagazine(trx, random.fork("magazine"));
    log("seed: magazine");
    await seedPromotions(trx);
    log("seed: promotion codes");
    await seedGiftCards(trx);
    log("seed: gift cards");
    await trx.insertInto("meta").values({ key: "seeded_at", value: new Date().toISOString() }).execute();
  });
  log(`seed: done in ${Date.now() - started} ms`);
}
