import { postalAddressSchema } from "../addresses/postal-address.ts";
import { DELIVERY_MODE_CODES, DELIVERY_TYPES } from "../delivery/delivery-types.ts";
import { z } from "../validation/zod.ts";
import { type CheckoutState, EMPTY_CHECKOUT } from "./checkout-types.ts";

// The stored checkout document, read back through a schema: a document written by an older release, or damaged,
// starts the checkout again rather than failing the page.

const personal = z.object({
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
});

const address = postalAddressSchema.extend({ savedAddressId: z.string().nullable() });

const point = postalAddressSchema.omit({ regionIso: true }).extend({
  id: z.string(),
  name: z.string(),
  countryIso: z.literal("GB"),
  latitude: z.number(),
  longitude: z.number(),
  distanceMiles: z.number(),
  openingHours: z.array(z.object({ day: z.string(), hours: z.string().nullable() })),
});

const stateSchema = z.object({
  email: z.string().nullable(),
  deliveryType: z.enum(DELIVERY_TYPES).nullable(),
  home: z.object({ personal, address }).nullable(),
  collection: z.object({ personal, point }).nullable(),
  deliveryMode: z.enum(DELIVERY_MODE_CODES).nullable(),
  nominatedDate: z.string().nullable(),
  deliveryConfirmed: z.boolean(),
  billingSameAsDelivery: z.boolean(),
  billing: z.object({ personal, address }).nullable(),
  billingConfirmed: z.boolean(),
  // Added with payments: a document written before them takes the defaults.
  saveCard: z.boolean().default(true),
  cardSession: z
    .object({
      attemptId: z.string(),
      sessionId: z.string(),
      hostedUrl: z.string(),
      expiresAt: z.string(),
      amount: z.number(),
      currency: z.string(),
      saveCard: z.boolean(),
      savedCardToken: z.string().nullable(),
      used: z.boolean().default(false),
    })
    .nullable()
    .default(null),
  savedCardId: z.string().nullable().default(null),
});

export function readCheckoutState(stored: unknown): CheckoutState {
  const parsed = stateSchema.safeParse(stored);
  return parsed.success ? parsed.data : EMPTY_CHECKOUT;
}
