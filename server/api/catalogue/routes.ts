import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";

/** Listing and search results, suggestions and category urls (spec 000 §7, 002 §7). */
export const catalogueRoutes = new Hono<AppEnv>();
