import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";

/** Product data, stock, swatches, stock in stores and notify-me (spec 002 §7). */
export const productRoutes = new Hono<AppEnv>();
