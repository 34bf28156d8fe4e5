import type { Version } from "../site/versions.ts";
import type { DeliveryModeCode } from "./delivery-types.ts";

const UK_NAMES: Record<DeliveryModeCode, string> = {
  STD: "Standard delivery",
  NEXTDAY: "Next day delivery",
  SAT: "Saturday delivery",
  SUN: "Sunday delivery",
  NOMINATE: "Choose your delivery day",
  "COLLECT+": "Collect+ collection point",
};

/** The shopper's name for each mode; the us site says shipping, and sells next day as Express. */
export const DELIVERY_MODE_NAMES: Record<Version, Record<DeliveryModeCode, string>> = {
  uk: UK_NAMES,
  us: { ...UK_NAMES, STD: "Standard shipping", NEXTDAY: "Express shipping" },
  row: UK_NAMES,
};
