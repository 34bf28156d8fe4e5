import type {
  ComponentRow,
  ContentRepository,
  NavigationRow,
} from "../../core/content/content-repository.ts";
import type { Version } from "../../core/site/versions.ts";
import type { Db } from "../db.ts";
import { fromJson, toBoolean } from "../normalise.ts";

export function createContentRepository(db: Db): ContentRepository {
  return {
    async navigation(menu: string, version: Version): Promise<NavigationRow[]> {
      const rows = await db
        .selectFrom("navigationNodes")
        .selectAll()
        .where("menu", "=", menu)
        .where((eb) => eb.or([eb("version", "is", null), eb("version", "=", version)]))
        .orderBy("position")
        .execute();
      return rows.map((r) => ({
        id: r.id,
        menu: r.menu,
        parentId: r.parentId,
        position: r.position,
        nodeType: r.nodeType,
        componentType: r.componentType,
        label: r.label,
        linkName: r.linkName,
        url: r.url,
        groupName: r.groupName,
        alignRight: toBoolean(r.alignRight),
        isVisible: toBoolean(r.isVisible),
        amplienceId: r.amplienceId,
        banner: fromJson<Record<string, unknown> | null>(r.banner, null),
      }));
    },

    async components(slots: readonly string[], version: Version): Promise<ComponentRow[]> {
      if (slots.length === 0) return [];
      const rows = await db
        .selectFrom("contentComponents")
        .selectAll()
        .where("slot", "in", slots)
        .where((eb) => eb.or([eb("version", "is", null), eb("version", "=", version)]))
        .orderBy("slot")
        .orderBy("position")
        .execute();
      return rows.map((r) => ({
        id: r.id,
        slot: r.slot,
        position: r.position,
        componentType: r.componentType,
        data: fromJson<Record<string, unknown>>(r.data, {}),
      }));
    },

    async page(path: string, version: Version) {
      const rows = await db
        .selectFrom("pages")
        .select(["id", "path", "title", "description", "template", "version"])
        .where("path", "=", path)
        .where((eb) => eb.or([eb("version", "is", null), eb("version", "=", version)]))
        .execute();
      // A version's own page wins over the shared one.
      const row = rows.find((r) => r.version === version) ?? rows.find((r) => r.version === null);
      return row
        ? {
            id: row.id,
            path: row.path,
            title: row.title,
            description: row.description,
            template: row.template,
          }
        : null;
    },

    async pageSlots(pageId: string): Promise<ComponentRow[]> {
      const rows = await db
        .selectFrom("pageSlots")
        .selectAll()
        .where("pageId", "=", pageId)
        .orderBy("slot")
        .orderBy("position")
        .execute();
      return rows.map((r) => ({
        id: `${r.pageId}:${r.slot}:${r.position}`,
        slot: r.slot,
        position: r.position,
        componentType: r.componentType,
        data: fromJson<Record<string, unknown>>(r.data, {}),
      }));
    },

    async images(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom("images")
        .select(["id", "alt", "width", "height"])
        .where("id", "in", ids)
        .execute();
    },
  };
}
