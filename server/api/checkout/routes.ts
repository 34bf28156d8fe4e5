import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { paypalRoutes } from "../paypal/paypal-routes.ts";
import { addressLookupRoutes } from "./address-lookup-routes.ts";
import { cardPaymentRoutes } from "./card-payment-routes.ts";
import { checkoutCartJsonRoutes } from "./checkout-cart-json-routes.ts";
import { checkoutConfigRoutes } from "./checkout-config-routes.ts";
import { giftCardRoutes } from "./checkout-gift-card-routes.ts";
import { collectionPointRoutes } from "./collection-point-routes.ts";
import { deliveryModeRoutes } from "./delivery-mode-routes.ts";

// spec 001 §7 "Checkout": the checkout's JSON calls, each under /checkout/secure/ with or without a version.
// Each group of calls lives in its own file and is mounted here.
export const checkoutRoutes = new Hono<AppEnv>()
  .route("/", collectionPointRoutes)
  .route("/", addressLookupRoutes)
  .route("/", checkoutConfigRoutes)
  .route("/", deliveryModeRoutes)
  .route("/", checkoutCartJsonRoutes)
  .route("/", giftCardRoutes)
  .route("/", cardPaymentRoutes)
  .route("/", paypalRoutes);
