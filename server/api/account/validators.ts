import { addressFields } from "../../../core/accounts/address-form.ts";
import { personalDetailsFields } from "../../../core/accounts/personal-details-form.ts";
import { z } from "../../../core/validation/zod.ts";

// spec 001 §7 "Account" bodies. Strict: a key the call does not know is refused, not ignored. The values are
// read by the shared schemas in core/accounts, which name each wrong field with its spec message.

function keysOf<T extends Record<string, unknown>>(shape: T) {
  return Object.fromEntries(Object.keys(shape).map((key) => [key, z.unknown().optional()])) as {
    [K in keyof T]: z.ZodOptional<z.ZodUnknown>;
  };
}

const addressId = z.string().min(1).max(64);

/** `POST /api/common/address`, `POST /my-account-endpoint/add-address`. */
export const addressBody = z.object(keysOf(addressFields)).strict();

/** `PUT /api/common/address`: the address's id with its fields, or only `defaultAddress: true` to make it the default. */
export const addressEditBody = z.object({ ...keysOf(addressFields), id: addressId }).strict();

export const addressIdParam = z.object({ id: addressId });

/** `POST /my-account-endpoint/personal-details`. */
export const personalDetailsBody = z.object(keysOf(personalDetailsFields)).strict();

/** `GET my-account-endpoint/countryInfo?isocode=GB`. */
export const countryInfoQuery = z.object({ isocode: z.string().regex(/^[A-Za-z]{2}$/) }).strict();
