import type { ContentPlatformRepository } from "../../core/content/content-platform.ts";
import type { Version } from "../../core/site/versions.ts";
import type { Db } from "../db.ts";
import { fromJson } from "../normalise.ts";

export function createContentPlatformRepository(db: Db): ContentPlatformRepository {
  return {
    async componentById(id: string, version: Version) {
      const row = await db
        .selectFrom("contentComponents")
        .select(["id", "slot", "position", "componentType", "data"])
        .where("id", "=", id)
        .where((eb) => eb.or([eb("version", "is", null), eb("version", "=", version)]))
        .executeTakeFirst();
      return row ? { ...row, data: fromJson<Record<string, unknown>>(row.data, {}) } : null;
    },

    async pageById(id: string, version: Version) {
      const row = await db
        .selectFrom("pages")
        .select(["id", "path", "title", "description", "template"])
        .where("id", "=", id)
        .where((eb) => eb.or([eb("version", "is", null), eb("version", "=", version)]))
        .executeTakeFirst();
      return row ?? null;
    },
  };
}
