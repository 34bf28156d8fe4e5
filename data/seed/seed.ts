import { giftCardCodeHash } from "../../core/gift-cards/gift-card-code.ts";
import {
  DEVELOPMENT_GIFT_CARD_SECRET,
  type GiftCardDigests,
  giftCardDigests,
} from "../../core/gift-cards/gift-card-digests.ts";
import type { Db } from "../db.ts";
import { inTransaction } from "../db.ts";
import { seedCatalogue } from "./catalogue/seed-catalogue.ts";
import { seedContent } from "./content/seed-content.ts";
import { seedFurniture } from "./furniture/seed-furniture.ts";
import { PUBLISHED_GIFT_CARDS, seedGiftCards } from "./gift-cards/seed-gift-cards.ts";
import { seedMagazine } from "./magazine/seed-magazine.ts";
import { SEEDED_PROMOTIONS, seedPromotions } from "./promotions/seed-promotions.ts";
import { Random } from "./random.ts";
import { seedReference } from "./reference/seed-reference.ts";
import { seedUpdatedTimes } from "./seed-updated-times.ts";
import { seedStores } from "./stores/seed-stores.ts";

interface SeedOptions {
  /**
   * Whether this is a development or test database, which gets the trial money the README publishes: the seeded
   * gift cards (about £1,385) and promotion codes. Anyone can read those codes, so a production database must
   * never hold them (docs/decisions/030-what-strangers-reach.md); every caller says which it is.
   */
  trial: boolean;
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
 * Whether the database holds any gift card or promotion code the README publishes (a development or test
 * database's trial money), for the start-up warning when a production server runs on one. A card is looked for by
 * its plain digest and its digests keyed with `keys` (the server's) and with the development secret.
 */
export async function holdsTrialMoney(
  db: Db,
  keys: GiftCardDigests = giftCardDigests(DEVELOPMENT_GIFT_CARD_SECRET),
): Promise<boolean> {
  const development = giftCardDigests(DEVELOPMENT_GIFT_CARD_SECRET);
  const card = await db
    .selectFrom("giftCards")
    .select("id")
    .where(
      "codeHash",
      "in",
      PUBLISHED_GIFT_CARDS.flatMap(({ code }) => [
        giftCardCodeHash(code),
        keys.code(code),
        development.code(code),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  if (card) return true;
  const promotion = await db
    .selectFrom("promotions")
    .select("code")
    .where(
      "code",
      "in",
      SEEDED_PROMOTIONS.map((published) => published.code),
    )
    .limit(1)
    .executeTakeFirst();
  return promotion !== undefined;
}

/**
 * Fills an empty, migrated database with the deterministic catalogue. Order matters: reference
 * data (currencies, countries) → stores → catalogue (uses stores for store stock) → furniture (its own
 * random stream, so the catalogue is unchanged) → content (uses categories for navigation) → magazine →
 * the rows' last-change times → in a development or test database only, the trial promotion codes and gift cards (use currencies).
 */
export async function seed(db: Db, options: SeedOptions): Promise<void> {
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
    await seedUpdatedTimes(trx);
    if (options.trial) {
      await seedPromotions(trx);
      log("seed: trial promotion codes (development and test only)");
      await seedGiftCards(trx);
      log("seed: trial gift cards (development and test only)");
    } else log("seed: no trial promotion codes or gift cards (a production database)");
    await trx.insertInto("meta").values({ key: "seeded_at", value: new Date().toISOString() }).execute();
  });
  log(`seed: done in ${Date.now() - started} ms`);
}
