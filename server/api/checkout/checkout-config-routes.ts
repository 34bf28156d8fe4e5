import { type Context, Hono } from "hono";
import { addressRuleSettings } from "../../../core/accounts/address-rules.ts";
import { TITLES } from "../../../core/accounts/titles.ts";
import { isCountryDeliverable } from "../../../core/delivery/international.ts";
import { LOCALE_BY_VERSION } from "../../../core/site/versions.ts";
import type { AppEnv } from "../../app-env.ts";
import { versionOf } from "../cart/cart-shopper.ts";

// spec 001 §3 "Checkout config", §7 `checkout-config`, `countries.json`, `titles.json`: what the checkout's forms
// are built from. The same for every shopper of a version and none of it theirs, so shareable for five minutes
// (ARCHITECTURE.md "Shareable vs personal answers"); none of them reads the session, so no cookie goes out.
const SHAREABLE = "public, max-age=300";

/** `GET checkout-config`: the comma lists of spec 001 §3, as the version's configuration holds them. */
const checkoutConfig = (c: Context<AppEnv>) => {
  const { checkout } = c.get("services").config[versionOf(c)];
  c.header("Cache-Control", SHAREABLE);
  return c.json({
    mandatory: { countries: { ...checkout.mandatoryCountries } },
    googlePayAllowedAuthMethods: checkout.googlePayAllowedAuthMethods,
    googlePayAllowedCardNetworks: checkout.googlePayAllowedCardNetworks,
  });
};

/**
 * `GET countries.json`: the countries this version delivers to (spec 001 §5 international delivery), by name,
 * each with the address rules the delivery form checks (the same rules as the address book's).
 */
const countries = async (c: Context<AppEnv>) => {
  const version = versionOf(c);
  const addresses = c.get("services").addresses;
  const settings = addressRuleSettings(c.get("services").config[version]);
  const [list, ruleOf] = await Promise.all([addresses.countries(), addresses.rules(settings)]);
  const byName = new Intl.Collator(LOCALE_BY_VERSION[version]);
  const answer = list
    .filter((country) => isCountryDeliverable(version, country.isocode))
    .sort((a, b) => byName.compare(a.name, b.name))
    .map((country) => {
      const rule = ruleOf(country.isocode);
      return {
        isocode: country.isocode,
        name: country.name,
        postCodeRegex: rule.postcode.pattern,
        postcodeRequired: rule.postcodeRequired,
        stateRequired: rule.stateRequired,
      };
    });
  c.header("Cache-Control", SHAREABLE);
  return c.json(answer);
};

/** `GET titles.json`: the title select's choices (spec 001 §3), the same list as every other title select. */
const titles = (c: Context<AppEnv>) => {
  versionOf(c);
  c.header("Cache-Control", SHAREABLE);
  return c.json(TITLES.map((title) => ({ code: title, name: title })));
};

export const checkoutConfigRoutes = new Hono<AppEnv>()
  .get("/checkout/secure/checkout-config", checkoutConfig)
  .get("/:version/checkout/secure/checkout-config", checkoutConfig)
  .get("/checkout/secure/countries.json", countries)
  .get("/:version/checkout/secure/countries.json", countries)
  .get("/checkout/secure/titles.json", titles)
  .get("/:version/checkout/secure/titles.json", titles);
