import type { PostalAddress } from "../addresses/postal-address.ts";
import { z } from "../validation/zod.ts";
import {
  type CountryAddressRule,
  isPhoneNumber,
  ADDRESS_MESSAGES as M,
  postcodeError,
  regionError,
} from "./address-rules.ts";
import { TITLES } from "./titles.ts";

// One schema for an address, read by the my-account page's action and the address calls (spec 001 §3, §5,
// §7 "Account"). The country's rules (postcode, state) come from `ruleFor`, so the same schema follows the
// version's configuration and the countries table.

const required = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

/** A checkbox posts "on"; the JSON calls send a boolean. */
const flag = z
  .union([z.boolean(), z.enum(["on", "true", "false"])])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

/** The address fields without the country's rules; callers add their own keys (id, intent) to it. */
export const addressFields = {
  title: z.enum(TITLES, { error: M.title }),
  firstName: required(60, M.firstName),
  lastName: required(60, M.lastName),
  phoneNumber: z.string({ error: M.phoneNumber }).trim().refine(isPhoneNumber, M.phoneNumber),
  line1: required(100, M.line1),
  line2: z.string({ error: M.line2 }).trim().max(100, M.line2).optional(),
  townCity: required(60, M.townCity),
  postcode: z.string({ error: M.postcode }).trim().max(16, M.postcode).optional(),
  countryIso: z
    .string({ error: M.countryIso })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, M.countryIso),
  regionIso: z.string({ error: M.regionIso }).trim().max(10, M.regionIso).optional(),
  defaultAddress: flag,
};

type Fields = z.infer<z.ZodObject<typeof addressFields>>;

/** An address as the services store it: optional fields absent rather than empty. */
export interface AddressInput extends PostalAddress {
  title: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  defaultAddress: boolean;
}

/** The country's rules over parsed fields: postcode, state, and a country we ship to. */
function checkCountryRules(
  value: Pick<Fields, "countryIso" | "postcode" | "regionIso">,
  rule: CountryAddressRule,
): Partial<Record<"countryIso" | "postcode" | "regionIso", string>> {
  if (!rule.known) return { countryIso: M.countryIso };
  const errors: Partial<Record<"postcode" | "regionIso", string>> = {};
  const postcode = postcodeError(value.postcode ?? "", rule);
  if (postcode) errors.postcode = postcode;
  const region = regionError(value.regionIso, rule);
  if (region) errors.regionIso = region;
  return errors;
}

function toAddressInput(value: Fields, rule: CountryAddressRule): AddressInput {
  return {
    title: value.title,
    firstName: value.firstName,
    lastName: value.lastName,
    phoneNumber: value.phoneNumber,
    line1: value.line1,
    line2: value.line2 || null,
    townCity: value.townCity,
    postcode: (value.postcode ?? "").toUpperCase(),
    countryIso: value.countryIso,
    // A country without regions keeps none.
    regionIso: rule.regions.length && value.regionIso ? value.regionIso : null,
    defaultAddress: value.defaultAddress,
  };
}

type AddressParse =
  | { ok: true; address: AddressInput }
  | { ok: false; errors: Partial<Record<string, string>> };

/** The first message of each field, keyed by field name. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Reads an address (form fields or a JSON body) with the country's rules. Other keys are ignored here: the
 * API's validators refuse unknown keys before this, the page's action posts its intent and token alongside.
 */
export function parseAddress(
  input: unknown,
  ruleFor: (countryIso: string) => CountryAddressRule,
): AddressParse {
  const parsed = z.object(addressFields).safeParse(input);
  const countryIso =
    typeof (input as { countryIso?: unknown })?.countryIso === "string"
      ? String((input as { countryIso: string }).countryIso)
      : "";
  if (!parsed.success) {
    // Still check the postcode and state, so every wrong field is named at once.
    const errors = fieldErrors(parsed.error);
    const raw = input as Partial<Record<string, unknown>>;
    const countryRules = checkCountryRules(
      {
        countryIso: countryIso.trim().toUpperCase(),
        postcode: typeof raw?.postcode === "string" ? raw.postcode : "",
        regionIso: typeof raw?.regionIso === "string" ? raw.regionIso : undefined,
      },
      ruleFor(countryIso),
    );
    return { ok: false, errors: { ...countryRules, ...errors } };
  }
  const rule = ruleFor(parsed.data.countryIso);
  const errors = checkCountryRules(parsed.data, rule);
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, address: toAddressInput(parsed.data, rule) };
}
