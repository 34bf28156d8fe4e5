import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { countryCurrencyRoutes } from "./country-currency.ts";
import { joinRequestRoutes } from "./join-request.ts";
import { menuPanelsRoutes } from "./menu-panels.ts";
import { siteConfigRoutes } from "./site-config-routes.ts";

/**
 * Shell calls of spec 000 §7 (country and currency, newsletter join-request), the main menu's submenus and the
 * site's configuration.
 */
export const shellRoutes = new Hono<AppEnv>()
  .route("/", countryCurrencyRoutes)
  .route("/", joinRequestRoutes)
  .route("/", menuPanelsRoutes)
  .route("/", siteConfigRoutes);
