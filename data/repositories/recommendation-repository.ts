import { sql } from "kysely";
import type { Availability } from "../../core/catalogue/stock-state.ts";
import type {
  CandidateVariant,
  RecommendationRepository,
} from "../../core/recommendations/recommendation-repository.ts";
import type { Db } from "../db.ts";
import { toBoolean, toNumber } from "../normalise.ts";
import { storeUnitsOfVariant } from "./store-units.ts";

// Popularity is units sold over every placed order (orders hold only placed ones: attempts live apart). Ties, and
// products never sold, go newest first, then by code, so every list has one order on both dialects.

export function createRecommendationRepository(db: Db): RecommendationRepository {
  function unitsSold() {
    return db
      .selectFrom("orderLines")
      .select(["productCode", (eb) => eb.fn.sum<number>("quantity").as("units")])
      .groupBy("productCode")
      .as("sold");
  }

  function byPopularity(
    limit: number,
    among?: { column: "p.kind" | "p.categoryCode"; values: readonly string[] },
  ) {
    let query = db
      .selectFrom("products as p")
      .leftJoin(unitsSold(), "sold.productCode", "p.code")
      .select("p.code")
      .where("p.productType", "=", "standard");
    if (among) query = query.where(among.column, "in", among.values);
    return query
      .orderBy(sql`coalesce(${sql.ref("sold.units")}, 0)`, "desc")
      .orderBy("p.createdAt", "desc")
      .orderBy("p.code")
      .limit(limit)
      .execute()
      .then((rows) => rows.map((row) => row.code));
  }

  return {
    async anchor(productCode) {
      const row = await db
        .selectFrom("products")
        .select(["code", "kind", "categoryCode"])
        .where("code", "=", productCode)
        .executeTakeFirst();
      return row ?? null;
    },

    async boughtWith(productCode, limit) {
      const rows = await db
        .selectFrom("orderLines as mine")
        .innerJoin("orderLines as other", (join) =>
          join
            .onRef("other.orderId", "=", "mine.orderId")
            .onRef("other.productCode", "!=", "mine.productCode"),
        )
        .innerJoin("products as p", "p.code", "other.productCode")
        .select(["other.productCode", (eb) => eb.fn.count<number>("other.orderId").distinct().as("orders")])
        .where("mine.productCode", "=", productCode)
        .where("p.productType", "=", "standard")
        .groupBy("other.productCode")
        .orderBy("orders", "desc")
        .orderBy("other.productCode")
        .limit(limit)
        .execute();
      return rows.map((row) => row.productCode);
    },

    popularOfKinds: (kinds, limit) =>
      kinds.length === 0 ? Promise.resolve([]) : byPopularity(limit, { column: "p.kind", values: kinds }),

    popularInCategories: (categoryCodes, limit) =>
      categoryCodes.length === 0
        ? Promise.resolve([])
        : byPopularity(limit, { column: "p.categoryCode", values: categoryCodes }),

    popular: (limit) => byPopularity(limit),

    async variantsOf(productCodes): Promise<CandidateVariant[]> {
      if (productCodes.length === 0) return [];
      const rows = await db
        .selectFrom("variants as v")
        .select(["v.productCode", "v.stockLevel", "v.availability", "v.notifyMe", storeUnitsOfVariant])
        .where("v.productCode", "in", productCodes)
        .execute();
      return rows.map((row) => ({
        productCode: row.productCode,
        stockLevel: toNumber(row.stockLevel),
        availability: row.availability as Availability,
        notifyMe: toBoolean(row.notifyMe),
        storeStock: toNumber(row.units),
      }));
    },
  };
}
