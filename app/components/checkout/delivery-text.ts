import type { DeliveryModeCode, ModeRefusal } from "../../../core/delivery/delivery-types.ts";
import type { AddressErrorCode } from "../../../core/tax/address-errors.ts";
import type { TextKey } from "../../lib/text/text.ts";

// The text-catalogue keys of delivery's codes, so each is worded once in UK and US English.

export const MODE_NAME: Record<DeliveryModeCode, TextKey> = {
  STD: "checkout.mode.STD",
  NEXTDAY: "checkout.mode.NEXTDAY",
  SAT: "checkout.mode.SAT",
  SUN: "checkout.mode.SUN",
  NOMINATE: "checkout.mode.NOMINATE",
  "COLLECT+": "checkout.mode.COLLECT",
};

export const MODE_REFUSAL: Record<ModeRefusal, TextKey> = {
  restrictedPostCode: "checkout.mode.refusal.restrictedPostCode",
  gifting: "checkout.mode.refusal.gifting",
  international: "checkout.mode.refusal.international",
  splitDelivery: "checkout.mode.refusal.splitDelivery",
};

/** spec 001 §8 address error codes. */
export const ADDRESS_ERROR: Record<AddressErrorCode, TextKey> = {
  WrongAddressError: "checkout.addressError.WrongAddressError",
  avalaraAPIFailed: "checkout.addressError.avalaraAPIFailed",
  addressUnserviceable: "checkout.addressError.addressUnserviceable",
  mandatoryParamsMissing: "checkout.addressError.mandatoryParamsMissing",
  restrictedPostCode: "checkout.addressError.restrictedPostCode",
};

export { formatDeliveryDate } from "../../../core/delivery/delivery-promise.ts";
