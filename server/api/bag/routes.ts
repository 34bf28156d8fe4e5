import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { giftCardRoutes } from "./bag-gift-card-routes.ts";
import { cartJsonRoutes } from "./cart-json-routes.ts";
import { commerceCartRoutes } from "./commerce-cart-routes.ts";
import { configurationRoutes } from "./configuration-routes.ts";
import { entryRoutes } from "./entry-routes.ts";
import { promotionRoutes } from "./promotion-routes.ts";
import { validateRoutes } from "./validate-routes.ts";

/** The bag's calls of spec 001 §7 "Bag" (README "Bag API"); adding to the bag is in ../cart. */
export const bagRoutes = new Hono<AppEnv>()
  .route("/", cartJsonRoutes)
  .route("/", commerceCartRoutes)
  .route("/", entryRoutes)
  .route("/", promotionRoutes)
  .route("/", validateRoutes)
  .route("/", configurationRoutes)
  .route("/", giftCardRoutes);
