import type { Db } from "../../db.ts";
import { insertBatches } from "../insert-batches.ts";
import type { Random } from "../random.ts";
import { articleRows } from "./article-rows.ts";
import { MAGAZINE_CATEGORIES } from "./magazine-categories.ts";

/** The magazine: its categories, the articles in them and one image per article. */
export async function seedMagazine(db: Db, random: Random): Promise<void> {
  await insertBatches(
    db,
    "magazineCategories",
    MAGAZINE_CATEGORIES.map((category, position) => ({ slug: category.slug, name: category.name, position })),
  );
  const { articles, images } = articleRows(MAGAZINE_CATEGORIES, random);
  await insertBatches(db, "magazineArticles", articles);
  await insertBatches(db, "images", images);
}
