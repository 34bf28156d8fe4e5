import { type Context, Hono } from "hono";
import { contentFormRules } from "../../../core/content-forms/form-rules.ts";
import { DomainError } from "../../../core/errors/domain-error.ts";
import { selectedCountryFor } from "../../../core/site/country-selection.ts";
import { isVersion, type Version } from "../../../core/site/versions.ts";
import type { AppEnv } from "../../app-env.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";

// The content forms as JSON endpoints, for clients that post with the HTTP client rather than
// the page's own form (which posts natively to its page's action):
//   POST /api/content/{version}/brochure-request → 201 { id, confirmationPath }
//   POST /api/content/{version}/contact-us       → 201 { id, confirmationPath }
// Bodies are JSON or form-encoded with the fields of core/content-forms/*; a bad field is a 400
// { type: "ValidationError", message, errors: [{ subject, message }] }.
async function readBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type") ?? "";
  if (type.startsWith("application/json")) {
    const body: unknown = await c.req.json();
    if (!body || typeof body !== "object" || Array.isArray(body))
      throw new DomainError("invalid", "The request body must be a JSON object.");
    return body as Record<string, unknown>;
  }
  if (type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data")) {
    const form = await c.req.parseBody();
    return Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value === "string"));
  }
  throw new DomainError("invalid", "Send the form as JSON or as form fields.");
}

function versionParam(c: Context<AppEnv>): Version {
  const version = c.req.param("version");
  if (!isVersion(version)) throw new DomainError("notFound", "No such site version.");
  return version;
}

function submission(c: Context<AppEnv>, version: Version) {
  const services = c.get("services");
  const country = selectedCountryFor(version, c.get("session").data.country);
  return {
    services,
    rules: contentFormRules(services.config[version], country),
    context: { version, country, now: new Date() },
  };
}

export const contentFormRoutes = new Hono<AppEnv>()
  .post("/api/content/:version/brochure-request", async (c) => {
    const version = versionParam(c);
    const body = await readBody(c);
    const { services, rules, context } = submission(c, version);
    const { id } = await services.contentForms.requestBrochure(body, rules, context);
    privateAnswer(c);
    return c.json({ id, confirmationPath: `/${version}/brochure-request/confirmation?ref=${id}` }, 201);
  })
  .post("/api/content/:version/contact-us", async (c) => {
    const version = versionParam(c);
    const body = await readBody(c);
    const { services, rules, context } = submission(c, version);
    const { id } = await services.contentForms.sendContactMessage(body, rules, context);
    privateAnswer(c);
    return c.json({ id, confirmationPath: `/${version}/help/contact-us/confirmation?ref=${id}` }, 201);
  });
