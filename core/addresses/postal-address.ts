import { z } from "../validation/zod.ts";

// One postal address, as the checkout's fields name it (spec 001 §3 addressDetails): the saved address book,
// the checkout's delivery and billing, an address found by lookup, PayPal's and the wallets' shipping addresses and
// the tax provider's input all extend it, so a field is renamed or added in one place.

export interface PostalAddress {
  line1: string;
  line2: string | null;
  townCity: string;
  postcode: string;
  /** ISO 3166-1 alpha-2 (GB, US, FR…). */
  countryIso: string;
  /** ISO 3166-2 subdivision where the country has them in addresses (US states), else null. */
  regionIso: string | null;
}

/** A stored postal address read back (a checkout document, a session): its shape, not a form's rules. */
export const postalAddressSchema = z.object({
  line1: z.string(),
  line2: z.string().nullable(),
  townCity: z.string(),
  postcode: z.string(),
  countryIso: z.string(),
  regionIso: z.string().nullable(),
}) satisfies z.ZodType<PostalAddress>;
