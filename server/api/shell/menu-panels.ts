import { Hono } from "hono";
import { menuSections } from "../../../core/site/navigation-menu.ts";
import { VERSIONS } from "../../../core/site/versions.ts";
import { z } from "../../../core/validation/zod.ts";
import type { AppEnv } from "../../app-env.ts";

export const menuPanelsParams = z.object({
  version: z.enum(VERSIONS, { error: "version must be uk, us or row" }),
});

// The main menu with its submenus, fetched when the shopper first opens one: pages carry only the top items
// (core/site/navigation-menu.ts `menuTops`). The same for every shopper of a version, so browsers and shared caches
// keep it a few minutes; a content change shows in the menu within that time.
export const menuPanelsRoutes = new Hono<AppEnv>().get("/api/navigation/:version/menu.json", async (c) => {
  const { version } = menuPanelsParams.parse(c.req.param());
  const { navigation } = await c.get("services").content.shell(version);
  c.header("Cache-Control", "public, max-age=300");
  return c.json({ sections: menuSections(navigation) });
});
