import { type Context, Hono } from "hono";
import { isDomainError } from "../../../core/errors/domain-error.ts";
import { newsletterEmailRule } from "../../../core/newsletter/newsletter-email.ts";
import { selectedCountryFor } from "../../../core/site/country-selection.ts";
import { validationRuleFor } from "../../../core/site/site-config.ts";
import { isVersion, type Version } from "../../../core/site/versions.ts";
import { z } from "../../../core/validation/zod.ts";
import type { AppEnv } from "../../app-env.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";
import { isSitePath, pagePathFrom } from "./page-path.ts";

/** Query flag the footer reads to show the e-mail error after a native post was refused (no JavaScript). */
const NEWSLETTER_ERROR_PARAM = "newsletter";

/** Form of `POST /{version}/join-request` (spec 000 §7): `eMail`; `returnTo` is ours, the page to go back to. */
export const joinRequestForm = z.object({
  eMail: z.string().max(1000).optional(),
  // Checked where it is used: one that is not a path on this site is ignored, never followed.
  returnTo: z.string().max(2048).optional(),
});

/** The browser's own form post wants a page; the HTTP client (spec 000 §7) asks for JSON. */
function wantsJson(c: Context<AppEnv>): boolean {
  return (c.req.header("accept") ?? "").includes("application/json");
}

/**
 * The newsletter sign-up (spec 000 §4, §5, §7). Same rules as the browser: the selected country's e-mail pattern
 * (ROW when it has none). From the HTTP client: 200 on success, 400 with the configured message. From a native
 * form post: 303 to the subscription page, or back to the form's page with `?newsletter=invalid#newsletter` so
 * the footer can show the message without JavaScript.
 */
export const joinRequestRoutes = new Hono<AppEnv>().post("/:version/join-request", async (c, next) => {
  const version = c.req.param("version");
  if (!isVersion(version)) return next();
  const form = joinRequestForm.parse(await c.req.parseBody());
  const services = c.get("services");
  const country = selectedCountryFor(version, c.get("session").data.country);
  const rule = newsletterEmailRule((field) => validationRuleFor(services.config[version], country, field));
  try {
    await services.newsletter.signUp({ email: form.eMail ?? "", version, country, rule, now: new Date() });
  } catch (error) {
    if (wantsJson(c) || !isDomainError(error) || error.kind !== "invalid") throw error;
    return c.redirect(
      errorAddress(version, pagePathFrom(form.returnTo, c.req.header("referer"), c.req.url)),
      303,
    );
  }
  privateAnswer(c);
  if (wantsJson(c)) return c.json({ subscribed: true });
  return c.redirect(`/${version}/subscription`, 303);
});

/** The page the form was on, with the error flag, ending at the newsletter form. */
function errorAddress(version: Version, page: string | undefined): string {
  const url = new URL(page && isSitePath(page) ? page : `/${version}/`, "http://site.invalid");
  url.searchParams.set(NEWSLETTER_ERROR_PARAM, "invalid");
  return `${url.pathname}${url.search}#newsletter`;
}
