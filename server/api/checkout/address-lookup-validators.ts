import { z } from "../../../core/validation/zod.ts";

// spec 001 §7 "Checkout" api/address-suggestions and api/address-lookup.json. Strict: a field the call does not
// know is refused, not ignored.

/** A suggestion's id as the lookup hands it out ("GB|BA11DA|12"); real services' ids are longer, never this long. */
const MAX_ID_LENGTH = 200;

/** `POST api/address-suggestions` body: what the shopper has typed so far, in the country chosen on the form. */
export const addressSuggestionsBody = z
  .object({
    query: z
      .string()
      .trim()
      .min(1, "Please type a postcode or the start of an address.")
      .max(80, "Please type at most 80 characters."),
    // spec 001 §5: the default validation country is GB.
    countryIso: z
      .string()
      .regex(/^[A-Za-z]{2}$/, "countryIso must be a two-letter country code.")
      .transform((code) => code.toUpperCase())
      .default("GB"),
  })
  .strict();

/** `POST api/address-lookup.json` body: the id of the suggestion the shopper picked. */
export const addressLookupBody = z
  .object({
    id: z.string().trim().min(1, "Please select an address").max(MAX_ID_LENGTH, "Please select an address"),
  })
  .strict();
