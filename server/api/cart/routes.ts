import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";

/** Adding to the bag (cart/entries, cart/add, bulk), the header bag preview and saved items. */
export const cartRoutes = new Hono<AppEnv>();
