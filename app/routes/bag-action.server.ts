import { data, redirect } from "react-router";
import { bagActionFields, bagActionSchema, isGiftingIntent } from "../../core/cart/bag-action-form.ts";
import { bagNoticeFor } from "../../core/cart/bag-answer.ts";
import { bagPageNoticeFor } from "../../core/cart/bag-page-answer.ts";
import type { RequestContext } from "../../core/pages/request-context.ts";
import type { Version } from "../../core/site/versions.ts";
import { BAG_RETURN_FIELD } from "../components/bag/bag-form-fields.ts";
import { PRIVATE_HEADERS } from "../lib/private-answer.ts";
import { safeReturnPath } from "../lib/site-paths.ts";
import { shopperOf, unreadableAnswer } from "./bag.server.ts";
import { refusal } from "./bag-add.server.ts";
import { type BagOutcome, handleBagIntent } from "./bag-intents.server.ts";

// The bag's one action (docs/forms-and-mutations.md; Hydrogen's cart route is the model): one schema reads
// every intent, one handler answers each (bag-intents.server.ts). `POST /{version}/bag/update` (the add forms)
// and `POST /{version}/bag` (the bag page's forms) are thin entries into it; they differ only in what a post
// the schema cannot read is answered with, which is the answer their own forms expect.

/** The entry the post came through: the add forms' address or the bag page's. */
type BagEntry = "bag/update" | "bag";

export async function bagAction(request: Request, ctx: RequestContext, version: Version, entry: BagEntry) {
  const shopper = shopperOf(ctx, version);
  const form = await request.formData();
  const fields = bagActionFields(form);
  const parsed = bagActionSchema.safeParse(fields);
  const outcome: BagOutcome = parsed.success
    ? await handleBagIntent(shopper, parsed.data)
    : entry === "bag/update"
      ? { kind: "add", answer: await refusal(shopper, "add", "error", shopper.t("bag.add.systemFault")) }
      : { kind: "bagPage", answer: unreadableAnswer(shopper) };
  const returnTo = form.get(BAG_RETURN_FIELD);

  if (outcome.kind === "add") {
    // A native post (JavaScript off) carries the page to return to: the answer waits in the session for it.
    if (typeof returnTo === "string") {
      const path = safeReturnPath(returnTo, version);
      await ctx.updateSession({ bagNotice: bagNoticeFor(outcome.answer, path) });
      return redirect(path, { status: 303, headers: PRIVATE_HEADERS });
    }
    const { status } = outcome.answer;
    return data(outcome.answer, {
      status: status === "added" ? 200 : status === "outOfStock" ? 409 : 400,
      headers: PRIVATE_HEADERS,
    });
  }

  // The gifting panel's forms are plain forms the browser always posts itself, with or without JavaScript.
  if (returnTo !== null || isGiftingIntent(fields.intent)) {
    const path = `/${version}/bag`;
    await ctx.updateSession({ bagNotice: bagPageNoticeFor(outcome.answer, path) });
    return redirect(path, { status: 303, headers: PRIVATE_HEADERS });
  }
  // Refusals are answers (200), so the router reads the bag again after them too; only an unreadable post is 400.
  const status = outcome.answer.intent === "invalid" ? 400 : 200;
  return data(outcome.answer, { status, headers: PRIVATE_HEADERS });
}
