import { DELIVERY_MODE_CODES } from "../../../core/delivery/delivery-types.ts";
import { ATTEMPT_ID_PATTERN } from "../../../core/orders/attempt-states.ts";
import { z } from "../../../core/validation/zod.ts";

// The bodies of the wallet calls (spec 001 §7 "Checkout"), checked before anything is read or stored.

const line = (max: number) => z.string().trim().max(max);

const walletView = z.enum(["bag", "checkout"]);

export const walletAddressBody = z.strictObject({
  view: walletView,
  address: z.object({
    name: line(80).min(1, "The wallet address needs a name"),
    phoneNumber: line(30).default(""),
    address1: line(100).min(1, "The wallet address needs a first line"),
    address2: line(100).default(""),
    locality: line(60).min(1, "The wallet address needs a town or city"),
    administrativeArea: line(60).default(""),
    postalCode: line(12).default(""),
    countryCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, "A two-letter country code"),
  }),
});

export const walletModeBody = z.strictObject({
  view: walletView,
  deliveryModeCode: z.enum(DELIVERY_MODE_CODES),
});

export const walletUserBody = z.strictObject({
  email: z.email().max(254),
  name: line(80).optional(),
  phoneNumber: line(30).optional(),
});

export const merchantSessionBody = z.strictObject({
  validationURL: z.url({ protocol: /^https?$/ }).max(500),
});

export const walletAuthoriseBody = z.strictObject({
  /** One per press of Pay (core/orders/place-order.ts). */
  attemptId: z.string().regex(ATTEMPT_ID_PATTERN, "8 to 64 letters, digits, - or _"),
  token: z.string().min(16).max(4096),
  email: z.email().max(254).optional(),
  name: line(80).optional(),
  phoneNumber: line(30).optional(),
});
