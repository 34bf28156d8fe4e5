import { type Refused, refuse } from "../errors/refusal.ts";
import { CART_MESSAGES, quantityLimitMessage } from "./cart-messages.ts";
import type { AddCheck } from "./cart-rules.ts";

// The bag's refusals as values (docs/decisions/041-refusals-as-values.md), worded once for an add and a change
// of quantity alike (spec 001 §8).

/** A quantity that does not fit the line: the spec's stock wording, or ours for the per-line maximum. */
export function refusalOfCheck(check: Extract<AddCheck, { ok: false }>): Refused {
  if (check.reason === "outOfStock") return outOfStock();
  const message = quantityLimitMessage(check.max);
  return refuse("invalid", message, { quantity: message });
}

export function outOfStock(): Refused {
  return refuse("outOfStock", CART_MESSAGES.outOfStock);
}

/** The entry number names no line of the caller's bag (removed in another tab, or never theirs). */
export function lineGone(): Refused {
  return refuse("notFound", "This item is no longer in your bag.");
}
