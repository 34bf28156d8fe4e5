import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { addToCartRoutes } from "./add-to-cart-routes.ts";
import { bulkRoutes } from "./bulk-routes.ts";
import { rolloverRoutes } from "./rollover-routes.ts";
import { wishlistRoutes } from "./wishlist-routes.ts";

/** Adding to the bag (cart/entries, cart/add, bulk), the header bag preview and saved items. */
export const cartRoutes = new Hono<AppEnv>()
  .route("/", addToCartRoutes)
  .route("/", bulkRoutes)
  .route("/", rolloverRoutes)
  .route("/", wishlistRoutes);
