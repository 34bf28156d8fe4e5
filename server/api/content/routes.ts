import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";

/** Content forms (contact us, brochure request) and the magazine search of spec 002 §7. */
export const contentRoutes = new Hono<AppEnv>();
