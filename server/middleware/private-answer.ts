import type { Context } from "hono";

/** One shopper's own answer: kept by no shared cache, and not even by the browser once used. */
export const PRIVATE_NO_STORE = "private, no-store";

/** Marks this answer as one shopper's own (a bag, an account, a form's result, a refusal naming them). */
export function privateAnswer(c: Context): void {
  c.header("Cache-Control", PRIVATE_NO_STORE);
}
