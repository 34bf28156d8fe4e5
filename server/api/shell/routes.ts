import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";

/** Shell calls of spec 000 §7: country and currency, newsletter join-request. */
export const shellRoutes = new Hono<AppEnv>();
