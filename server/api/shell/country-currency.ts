import { type Context, Hono } from "hono";
import { setCookie } from "hono/cookie";
import { regionsForCountries } from "../../../core/site/country-regions.ts";
import { z } from "../../../core/validation/zod.ts";
import type { AppEnv } from "../../app-env.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";
import { saveSession } from "../../middleware/session.ts";
import { REGION_COOKIE } from "../../page-cache/page-variant.ts";
import { pagePathFrom, sitePathField } from "./page-path.ts";

/** Form of `POST /_s/currency_country_xhr/` (spec 000 §7); `path` is ours: the page the overlay was opened on. */
export const countryCurrencyForm = z.object({
  code: z
    .string({ error: "code (the currency isocode) is required" })
    .trim()
    .regex(/^[A-Za-z]{3}$/, "code must be a three-letter currency isocode"),
  countryCode: z
    .string({ error: "countryCode is required" })
    .trim()
    .regex(/^[A-Za-z]{2}$/, "countryCode must be a two-letter country isocode"),
  path: sitePathField.optional(),
});

async function listCountries(c: Context<AppEnv>) {
  const countries = await c.get("services").countries.list();
  // Reference data, the same for every shopper: browsers and shared caches may keep it for a while.
  c.header("Cache-Control", "public, max-age=600");
  // spec 002 §7 "Region selector fetch": the same countries grouped by region, by isocode.
  return c.json({
    data: { baseStoreCountries: countries, regionsForCountries: regionsForCountries(countries) },
  });
}

async function chooseCountry(c: Context<AppEnv>) {
  const form = countryCurrencyForm.parse(await c.req.parseBody());
  const { country, address } = await c.get("services").countries.choose({
    countryCode: form.countryCode,
    currencyCode: form.code,
    currentPath: pagePathFrom(form.path, c.req.header("referer"), c.req.url),
  });
  const currency = country.defaultBaseStore.defaultCurrency.isocode;
  await saveSession(c, { country: country.isocode, currency });
  // Read by a reverse proxy only, to pass such a shopper's pages to the shop (docs/decisions/052); the shop reads
  // the session.
  setCookie(c, REGION_COOKIE, `${country.isocode}.${currency}`, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: new URL(c.req.url).protocol === "https:",
    maxAge: 365 * 24 * 60 * 60,
  });
  privateAnswer(c);
  // spec 000 §7: "a 200 response returns the address to go to as data": the JSON body is that address.
  return c.json(address);
}

/**
 * The country and currency selector (spec 000 §4, §7). The GET answers
 * `{ data: { baseStoreCountries, regionsForCountries } }`;
 * the POST stores the choice in the session and answers the address to go to. Both with and without the slash.
 */
export const countryCurrencyRoutes = new Hono<AppEnv>()
  .get("/header/countryCurrency/", listCountries)
  .get("/header/countryCurrency", listCountries)
  .post("/_s/currency_country_xhr/", chooseCountry)
  .post("/_s/currency_country_xhr", chooseCountry);
