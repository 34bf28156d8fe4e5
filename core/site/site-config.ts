import { z } from "../validation/zod.ts";

// Toggles the spec names keep its string-typed values where it gives them ("true" strings for
// the wishlist, spec 000 §2 and 002 §2). Every key is documented in the README "Settings".
const stringToggle = z.enum(["true", "false"]);

/** Google Pay API 2.0 (spec 001 §9) card authentication methods. */
const GOOGLE_PAY_AUTH_METHODS = ["PAN_ONLY", "CRYPTOGRAM_3DS"] as const;
/** Google Pay API 2.0 card networks. */
const GOOGLE_PAY_CARD_NETWORKS = [
  "AMEX",
  "DISCOVER",
  "ELECTRON",
  "ELO",
  "ELO_DEBIT",
  "INTERAC",
  "JCB",
  "MAESTRO",
  "MASTERCARD",
  "VISA",
] as const;

/**
 * spec 001 §3: a comma-separated list, at least one, each one of `allowed` and none twice. Marked free of side
 * effects so that a browser bundle using this module's functions only leaves zod out (decision 053).
 */
/* @__NO_SIDE_EFFECTS__ */
function commaListOf(allowed: readonly string[]) {
  return z
    .string()
    .regex(/^[A-Z0-9_]+(,[A-Z0-9_]+)*$/, "a comma-separated list without spaces")
    .refine((value) => value.split(",").every((item) => allowed.includes(item)), {
      message: `each one of ${allowed.join(", ")}`,
    })
    .refine((value) => new Set(value.split(",")).size === value.split(",").length, {
      message: "each at most once",
    });
}

const validationRule = z.object({
  fieldName: z.string().min(1),
  pattern: z.string().min(1),
  errorMessage: z.string().min(1),
});

export const siteConfigSchema = z
  .object({
    sideDrawer: z.boolean(),
    wishlist: z.object({
      navigationEnabled: stringToggle,
      landingPageEnabled: stringToggle,
      ctaEnabled: stringToggle,
      maxItems: z.number().int().positive(),
    }),
    checkoutSignInNewView: z.boolean(),
    passwordLessLoginLink: z.boolean(),
    giftCard: z.object({ imageSelector: z.boolean() }),
    configApiEnabled: z.boolean(),
    seahorse: z.boolean(),
    headlessCms: z.boolean(),
    footer: z.enum(["new", "old"]),
    snackbarAutoClose: z.boolean(),
    applePay: z.object({ bag: z.boolean(), checkout: z.boolean() }),
    googlePay: z.object({ bag: z.boolean(), checkout: z.boolean(), panOnlyForTargetedUsers: z.boolean() }),
    inStoreOnlyCountsAsSoldOut: z.boolean(),
    lowStockThreshold: z.number().int().positive(),
    promoBannerIntervalMs: z.number().int().positive(),
    mainNavigationDelayMs: z.number().int().nonnegative(),
    bagHoverDelayMs: z.number().int().nonnegative(),
    search: z.object({
      autocompleteMinChars: z.number().int().min(1),
      specialCharacterPattern: z.string().min(1),
      popularSearchesEnabled: z.boolean(),
      popularSearches: z.string(),
    }),
    magazineCtaText: z.string(),
    basePath: z
      .string()
      .regex(/^(\/[\w-]+)*$/, "basePath is empty or starts with / and has no trailing slash"),
    /**
     * Minor units in the version's default currency (DEFAULT_CURRENCY_BY_VERSION); a bag in another currency has
     * no free-delivery threshold (core/pricing/delivery-pricing.ts), since prices are never converted.
     */
    freeDeliveryThreshold: z.number().int().nonnegative(),
    /**
     * The picture link previews (Open Graph, Twitter cards) show for a page without one of its own: an image of
     * the image pipeline, with its master size and alt text (app/lib/page-meta.ts).
     */
    shareImage: z.object({
      id: z.string().regex(/^[\w.-]+$/, "an image id"),
      alt: z.string().min(1),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
    }),
    /** The standard delivery charge by currency, minor units: the bag's delivery estimate. */
    standardDeliveryCharge: z.record(z.string().regex(/^[A-Z]{3}$/), z.number().int().nonnegative()),
    /**
     * spec 001 §3 "Checkout config" mandatory.countries: comma-separated iso codes of the countries whose
     * addresses need a postcode, and those that need a state (core/accounts/address-rules.ts). The Google Pay
     * lists are handed to the Google Pay button as they are (its allowedAuthMethods and allowedCardNetworks).
     */
    checkout: z.object({
      mandatoryCountries: z.object({
        postcodes: z.string().regex(/^([A-Z]{2}(,[A-Z]{2})*)?$/, "a comma-separated list of iso codes"),
        states: z.string().regex(/^([A-Z]{2}(,[A-Z]{2})*)?$/, "a comma-separated list of iso codes"),
      }),
      googlePayAllowedAuthMethods: commaListOf(GOOGLE_PAY_AUTH_METHODS),
      googlePayAllowedCardNetworks: commaListOf(GOOGLE_PAY_CARD_NETWORKS),
    }),
    paymentIcons: z.array(z.string().min(1)).min(1),
    /** Field patterns by country iso code, with ROW as the fallback zone (spec 000 §5, 002 §5). */
    validation: z
      .record(z.string().regex(/^([A-Z]{2}|ROW)$/), z.array(validationRule))
      .refine((v) => "ROW" in v, {
        message: "validation needs a ROW zone as the fallback",
      }),
  })
  .strict();

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type ValidationRule = z.infer<typeof validationRule>;

/** The pattern rule for a field: the country's zone first, else ROW (spec 000 §5). */
export function validationRuleFor(
  config: SiteConfig,
  countryIso: string,
  fieldName: string,
): ValidationRule | undefined {
  const zone = config.validation[countryIso.toUpperCase()];
  return (zone ?? config.validation.ROW)?.find((rule) => rule.fieldName === fieldName);
}
