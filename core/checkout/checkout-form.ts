import { type AddressInput, parseAddress } from "../accounts/address-form.ts";
import type { CountryAddressRule } from "../accounts/address-rules.ts";
import { emailField } from "../accounts/registration-form.ts";
import { TITLES } from "../accounts/titles.ts";
import { DELIVERY_MODE_CODES, DELIVERY_TYPES } from "../delivery/delivery-types.ts";
import { z } from "../validation/zod.ts";
import type { CheckoutAddress, PersonalDetails } from "./checkout-types.ts";

// The checkout page's forms: one native post per section with an `intent`, read here for
// the page's action and, for the same fields, the checkout calls. Address fields follow the country's rules
// (core/accounts/address-rules.ts), exactly as the address book's do.

const CHECKOUT_INTENTS = [
  "guest-email",
  "delivery-type",
  "home-details",
  "saved-address",
  "delivery-mode",
  "collection-point",
  "billing",
] as const;
export type CheckoutIntent = (typeof CHECKOUT_INTENTS)[number];

export const CHECKOUT_FORM_MESSAGES = {
  deliveryType: "Please choose how you would like your order delivered",
  deliveryMode: "Please choose a delivery option",
  collectionPoint: "Please choose a collection point",
  savedAddress: "Please choose one of your saved addresses",
  intent: "Sorry, we couldn't read that. Please try again.",
} as const;

const checkbox = z
  .enum(["on", "true", "false"])
  .optional()
  .transform((value) => value === "on" || value === "true");

export const guestEmailSchema = z.object({ intent: z.literal("guest-email"), email: emailField });

export const deliveryTypeSchema = z.object({
  intent: z.literal("delivery-type"),
  deliveryType: z.enum(DELIVERY_TYPES, { error: CHECKOUT_FORM_MESSAGES.deliveryType }),
});

export const deliveryModeSchema = z.object({
  intent: z.literal("delivery-mode"),
  deliveryMode: z.enum(DELIVERY_MODE_CODES, { error: CHECKOUT_FORM_MESSAGES.deliveryMode }),
  nominatedDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** The Continue button: the delivery section is done. A mode picked without it only updates the totals. */
  confirm: checkbox,
});

export const savedAddressSchema = z.object({
  intent: z.literal("saved-address"),
  savedAddressId: z.string({ error: CHECKOUT_FORM_MESSAGES.savedAddress }).trim().min(1).max(64),
});

const pointId = z
  .string({ error: CHECKOUT_FORM_MESSAGES.collectionPoint })
  .trim()
  .min(1, CHECKOUT_FORM_MESSAGES.collectionPoint)
  .max(64, CHECKOUT_FORM_MESSAGES.collectionPoint);

/** The collector's name and phone (spec 001 §3 collectPlusPersonalDetails), and the chosen point. */
export const collectionPointSchema = z.object({
  intent: z.literal("collection-point"),
  pointId,
  title: z.enum(TITLES, { error: "Please select a title" }),
  firstName: z.string().trim().min(1, "Please enter your first name").max(60, "Please enter your first name"),
  lastName: z.string().trim().min(1, "Please enter your last name").max(60, "Please enter your last name"),
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{7,20}$/, "Please enter a valid phone number"),
});

export const billingSameSchema = z.object({ intent: z.literal("billing"), sameAsDelivery: checkbox });

/** A person and an address, as the delivery and billing forms post them. */
type AddressParseResult =
  | { ok: true; personal: PersonalDetails; address: CheckoutAddress }
  | { ok: false; errors: Record<string, string> };

export function parsePersonAndAddress(
  fields: Record<string, unknown>,
  ruleFor: (countryIso: string) => CountryAddressRule,
): AddressParseResult {
  const parsed = parseAddress(fields, ruleFor);
  if (!parsed.ok)
    return {
      ok: false,
      errors: Object.fromEntries(
        Object.entries(parsed.errors).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
    };
  return { ok: true, ...splitAddress(parsed.address, null) };
}

/** An address-book entry (or a parsed form) as checkout's person and address. */
export function splitAddress(
  address: Omit<AddressInput, "defaultAddress">,
  savedAddressId: string | null,
): { personal: PersonalDetails; address: CheckoutAddress } {
  return {
    personal: {
      title: address.title,
      firstName: address.firstName,
      lastName: address.lastName,
      phoneNumber: address.phoneNumber,
    },
    address: {
      line1: address.line1,
      line2: address.line2,
      townCity: address.townCity,
      postcode: address.postcode,
      countryIso: address.countryIso,
      regionIso: address.regionIso,
      savedAddressId,
    },
  };
}

/** The intent of a posted form, or null when it names none of ours. */
export function checkoutIntentOf(form: Record<string, unknown>): CheckoutIntent | null {
  const intent = form.intent;
  return typeof intent === "string" && (CHECKOUT_INTENTS as readonly string[]).includes(intent)
    ? (intent as CheckoutIntent)
    : null;
}
