import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { listingRoutes } from "./listing-routes.ts";
import { suggestionRoutes } from "./suggestion-routes.ts";

/** Listing and search results, suggestions and category urls (spec 000 §7, 002 §7). */
export const catalogueRoutes = new Hono<AppEnv>().route("/", suggestionRoutes).route("/", listingRoutes);
