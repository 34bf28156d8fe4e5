import { data } from "react-router";
import type { StoredOrder } from "../../core/orders/order-types.ts";
import { RESEND_REFUSAL_STATUS, type ResendFieldErrors } from "../../core/orders/resend-e-gift-card.ts";
import type { RequestContext } from "../../core/pages/request-context.ts";
import { PRIVATE_HEADERS } from "../lib/private-answer.ts";

// The order pages' "Send to a different address" form (the confirmation and my account's order): a native post to
// the page itself, answered with the page and this answer, so it works without JavaScript. The page's action finds
// the order exactly as its loader does before calling this; an order not the visitor's never reaches it.

/** What the page shows beside the line's form after a post. */
export interface ResendAnswer {
  entryNumber: number;
  ok: boolean;
  message: string;
  fieldErrors: ResendFieldErrors;
  /** What was typed, kept in the fields after a refusal. */
  values: { recipientEmail: string; recipientName: string };
}

export const RESEND_INTENT = "resend-e-gift-card";

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The post's answer for an order already found the visitor's own. */
export async function resendFromForm(ctx: RequestContext, order: StoredOrder, form: FormData) {
  const entryNumber = Number(field(form, "entryNumber"));
  const values = {
    recipientEmail: field(form, "recipientEmail"),
    recipientName: field(form, "recipientName"),
  };
  if (field(form, "intent") !== RESEND_INTENT || !Number.isInteger(entryNumber))
    return data({ resend: null }, { status: 400, headers: PRIVATE_HEADERS });
  const outcome = await ctx.services.resendEGiftCard(order.id, entryNumber, values);
  const answer: ResendAnswer = {
    entryNumber,
    ok: outcome.ok,
    message: outcome.message,
    fieldErrors: outcome.kind === "invalid" ? outcome.fieldErrors : {},
    values,
  };
  const headers = new Headers(PRIVATE_HEADERS);
  if (outcome.kind === "rateLimited") headers.set("Retry-After", String(outcome.retryAfterSeconds));
  return data(
    { resend: answer },
    { status: outcome.ok ? 200 : RESEND_REFUSAL_STATUS[outcome.kind], headers },
  );
}

/** Anything else posted to an order page, or an order not the visitor's: the same 404, telling nothing. */
export function resendNotFound() {
  return data({ resend: null }, { status: 404, headers: PRIVATE_HEADERS });
}
