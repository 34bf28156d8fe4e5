import { data, redirect } from "react-router";
import { bagActionFields, bagActionSchema } from "../../core/cart/bag-action-form.ts";
import { bagNoticeFor } from "../../core/cart/bag-answer.ts";
import { versionFromSegment } from "../../core/site/versions.ts";
import { BAG_RETURN_FIELD } from "../components/bag/bag-form-fields.ts";
import { PRIVATE_HEADERS } from "../lib/private-answer.ts";
import { requestContext } from "../lib/request-context.ts";
import { safeReturnPath } from "../lib/site-paths.ts";
import type { Route } from "./+types/bag-update";
import { addBundle, addProduct, bagVisitor, refusal } from "./bag-update.server.ts";

// POST /{version}/bag/update: the bag's one form action (docs/forms-and-mutations.md; Hydrogen's cart route is
// the model). It switches over a closed set of intents read by one schema. A native post (JavaScript off)
// carries the page to return to: the answer waits in the session for that page, which is sent 303. The
// page's script posts the same form without it and gets the answer as data; its count is the header's.

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const version = versionFromSegment(params.version);
  const visitor = bagVisitor(ctx, version);
  const form = await request.formData();
  const parsed = bagActionSchema.safeParse(bagActionFields(form));
  const input = parsed.success ? parsed.data : undefined;
  const answer =
    input?.intent === "add"
      ? await addProduct(visitor, input)
      : input?.intent === "add-bundle"
        ? await addBundle(visitor, input)
        : await refusal(visitor, "add", "error", visitor.t("bag.add.systemFault"));
  const returnTo = form.get(BAG_RETURN_FIELD);
  if (typeof returnTo === "string") {
    const path = safeReturnPath(returnTo, version);
    await ctx.updateSession({ bagNotice: bagNoticeFor(answer, path) });
    return redirect(path, { status: 303, headers: PRIVATE_HEADERS });
  }
  const status = answer.status === "added" ? 200 : answer.status === "outOfStock" ? 409 : 400;
  return data(answer, { status, headers: PRIVATE_HEADERS });
}

/** Nothing to show here: an address typed or bookmarked goes to the bag. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${versionFromSegment(params.version)}/bag`, 303);
}
