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

const UK_SERVICE_NAMES: Record<DeliveryModeCode, string> = {
  STD: "Standard delivery",
  NEXTDAY: "Next day delivery",
  SAT: "Saturday delivery",
  SUN: "Sunday delivery",
  NOMINATE: "Nominated day",
  "COLLECT+": "Collect+",
};

/**
 * The service once chosen, as an order names it (spec 001 §9 modes): "Nominated day" where checkout's choice reads
 * "Choose your delivery day". The us site says shipping, and sells next day as Express.
 */
export const DELIVERY_SERVICE_NAMES: Record<Version, Record<DeliveryModeCode, string>> = {
  uk: UK_SERVICE_NAMES,
  us: { ...UK_SERVICE_NAMES, STD: "Standard shipping", NEXTDAY: "Express shipping" },
  row: UK_SERVICE_NAMES,
};
