import type { Version } from "../../../core/site/versions.ts";

/**
 * Free-delivery wording per version. The thresholds are the ones in config/{version}.json
 * (freeDeliveryThreshold: 5000, 7500, 15000 minor units); the content test keeps them in step.
 */
export const FREE_DELIVERY: Record<Version, { threshold: string; message: string; short: string }> = {
  uk: {
    threshold: "£50",
    message: "Free standard delivery on orders over £50",
    short: "Free delivery over £50",
  },
  us: {
    threshold: "$75",
    message: "Free standard shipping on orders over $75",
    short: "Free shipping over $75",
  },
  row: {
    threshold: "€150",
    message: "Free international delivery on orders over €150",
    short: "Free delivery over €150",
  },
};
