import type { Db } from "../../data/db.ts";

/** A product's own page address: under its default category's segment (other segments move there, 301). */
export async function productPage(db: Db, code: string, version = "uk"): Promise<string> {
  const { categoryCode } = await db
    .selectFrom("products")
    .select("categoryCode")
    .where("code", "=", code)
    .executeTakeFirstOrThrow();
  return `/${version}/${categoryCode}/p/${code}`;
}
