import type { Version } from "../../../core/site/versions.ts";

/**
 * Free-delivery wording per version. The threshold is a placeholder filled in when the content is read, from the
 * site configuration checkout prices with (core/content/content-prices.ts): the content holds no copy of it.
 */
export const FREE_DELIVERY: Record<Version, { message: string; short: string }> = {
  uk: {
    message: "Free standard delivery on orders over {price:freeDeliveryThreshold}",
    short: "Free delivery over {price:freeDeliveryThreshold}",
  },
  us: {
    message: "Free standard shipping on orders over {price:freeDeliveryThreshold}",
    short: "Free shipping over {price:freeDeliveryThreshold}",
  },
  row: {
    message: "Free international delivery on orders over {price:freeDeliveryThreshold}",
    short: "Free delivery over {price:freeDeliveryThreshold}",
  },
};
