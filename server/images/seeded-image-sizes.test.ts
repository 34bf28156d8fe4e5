import { describe, expect, it } from "vitest";
import { openDatabase } from "../../data/db.ts";
import { migrateToLatest } from "../../data/migrate.ts";
import { seed } from "../../data/seed/seed.ts";
import { heightForWidth, parseImageShape } from "./image-design.ts";

// Pages reserve each image's box from the stored width and height; if the renderer drew another
// aspect the page would shift when the image arrives.
describe("seeded image sizes", () => {
  it("match the aspect the renderer draws for every image row", async () => {
    const database = openDatabase(":memory:");
    await migrateToLatest(database.db);
    await seed(database.db, { trial: false, products: 200 });
    const rows = await database.db.selectFrom("images").select(["id", "shape", "width", "height"]).execute();
    const mismatched = rows
      .filter((r) => heightForWidth(parseImageShape(r.shape), r.width) !== r.height)
      .map((r) => `${r.id} ${r.shape} ${r.width}×${r.height}`);
    expect(mismatched.slice(0, 10)).toEqual([]);
    expect(rows.length).toBeGreaterThan(1000);
    await database.close();
  });
});
