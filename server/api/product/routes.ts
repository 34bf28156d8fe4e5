import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { commerceProductRoutes } from "./commerce-routes.ts";
import { giftCardProductRoutes } from "./gift-card-routes.ts";
import { notifyMeRoutes } from "./notify-me-routes.ts";
import { reviewRoutes } from "./review-routes.ts";
import { stockRoutes } from "./stock-routes.ts";
import { storeFinderRoutes } from "./store-finder-routes.ts";
import { storeStockRoutes } from "./store-stock-routes.ts";

/** Product data, stock, swatches, stock in stores, the store finder, reviews and notify-me (spec 002 §7). */
export const productRoutes = new Hono<AppEnv>()
  .route("/", commerceProductRoutes)
  .route("/", giftCardProductRoutes)
  .route("/", stockRoutes)
  .route("/", storeStockRoutes)
  .route("/", storeFinderRoutes)
  .route("/", reviewRoutes)
  .route("/", notifyMeRoutes);
