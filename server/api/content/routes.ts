import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { contentFormRoutes } from "./content-forms.ts";
import { magazineSearchRoutes } from "./magazine-search.ts";

/** Content forms (contact us, brochure request) and the magazine search of spec 002 §7. */
export const contentRoutes = new Hono<AppEnv>()
  .route("/", contentFormRoutes)
  .route("/", magazineSearchRoutes);
