import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { addressLookupRoutes } from "./address-lookup-routes.ts";
import { collectionPointRoutes } from "./collection-point-routes.ts";

// spec 001 §7 "Checkout": the checkout's JSON calls, each under /checkout/secure/ with or without a version.
// Each group of calls lives in its own file and is mounted here.
export const checkoutRoutes = new Hono<AppEnv>()
  .route("/", collectionPointRoutes)
  .route("/", addressLookupRoutes);
