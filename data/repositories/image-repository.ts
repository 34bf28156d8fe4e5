import type { ImageRepository } from "../../core/content/image-service.ts";
import type { Db } from "../db.ts";

/** The `images` table as the renderer reads it (docs/decisions/005-image-pipeline.md). */
export function createImageRepository(db: Db): ImageRepository {
  return {
    async find(id) {
      const row = await db
        .selectFrom("images")
        .select(["id", "shape", "design", "position", "width"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row) return null;
      // PostgreSQL hands back JSON parsed and SQLite as text; the renderer's parser takes either.
      return {
        id: row.id,
        design: row.design,
        shape: row.shape,
        position: Number(row.position),
        width: Number(row.width),
      };
    },
  };
}
