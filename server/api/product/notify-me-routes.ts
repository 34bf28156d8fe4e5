import { Hono } from "hono";
import { notifyMeRequestSchema } from "../../../core/catalogue/notify-me.ts";
import { validationRuleFor } from "../../../core/site/site-config.ts";
import type { AppEnv } from "../../app-env.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";
import { visitorCountry, visitorVersion } from "./visitor-prices.ts";

const FALLBACK_MESSAGE = "Please enter a valid email address";

/**
 * `POST /api/product/notifyme` (spec 002 §7, payload ours): `{productCode, variantCode, email}` for one size, or
 * `{productCode, swatchCode, email}` for every size of a sold-out colour that takes alerts.
 * 201 whether the request is new or this e-mail already waits for this size: the answer never tells
 * whose address is on the list. 400 for bad input, 409 when the size is in stock or takes no alerts.
 */
export const notifyMeRoutes = new Hono<AppEnv>().post("/api/product/notifyme", async (c) => {
  const request = notifyMeRequestSchema.parse(await c.req.json());
  const version = visitorVersion(c, undefined);
  const country = visitorCountry(c, version);
  const rule = validationRuleFor(c.get("services").config[version], country, "notifyMeEmail");
  await c.get("services").product.notifyMe(request, {
    countryIso: country,
    pattern: rule?.pattern,
    message: rule?.errorMessage ?? FALLBACK_MESSAGE,
    now: new Date(),
  });
  privateAnswer(c);
  return c.json(
    {
      status: "subscribed",
      productCode: request.productCode,
      ...(request.variantCode ? { variantCode: request.variantCode } : { swatchCode: request.swatchCode }),
    },
    201,
  );
});
