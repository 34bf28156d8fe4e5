import { type Context, Hono } from "hono";
import { DomainError } from "../../../core/errors/domain-error.ts";
import type { AppEnv } from "../../app-env.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";
import { versionOf } from "../cart/cart-shopper.ts";
import { addressLookupBody, addressSuggestionsBody } from "./address-lookup-validators.ts";

// spec 001 §7 "Checkout": finding an address by lookup. The shopper types a postcode or the
// start of an address, picks a suggestion, and the whole address fills the form. Answers are the shopper's own
// typing, so never cached.

/** At most this many suggestions, best first: the list under the field shows no more. */
const SUGGESTION_LIMIT = 10;

/** spec 001 §5: a pick from the suggestions is required; an id that names no address is no pick. */
const NOT_PICKED = "Please select an address";

/** `POST /checkout/secure/api/address-suggestions`: `{ query, countryIso }` → `{ suggestions: [{ id, text }] }`. */
const addressSuggestions = async (c: Context<AppEnv>) => {
  privateAnswer(c);
  versionOf(c);
  const body = addressSuggestionsBody.parse(await c.req.json());
  const suggestions = await c
    .get("services")
    .addressLookup.suggest(body.query, body.countryIso, SUGGESTION_LIMIT);
  return c.json({ suggestions });
};

/** `POST /checkout/secure/api/address-lookup.json`: `{ id }` → `{ address }` with the country's name; 404 unknown. */
const addressLookup = async (c: Context<AppEnv>) => {
  privateAnswer(c);
  versionOf(c);
  const body = addressLookupBody.parse(await c.req.json());
  const services = c.get("services");
  const address = await services.addressLookup.address(body.id);
  if (!address) throw new DomainError("notFound", NOT_PICKED, { id: NOT_PICKED });
  const country = await services.countries.find(address.countryIso);
  return c.json({ address: { ...address, countryName: country?.name ?? address.countryIso } });
};

export const addressLookupRoutes = new Hono<AppEnv>()
  .post("/checkout/secure/api/address-suggestions", addressSuggestions)
  .post("/:version/checkout/secure/api/address-suggestions", addressSuggestions)
  .post("/checkout/secure/api/address-lookup.json", addressLookup)
  .post("/:version/checkout/secure/api/address-lookup.json", addressLookup);
