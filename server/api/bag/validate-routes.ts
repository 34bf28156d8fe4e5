import { type Context, Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";
import { shopperOf, versionOf } from "../cart/cart-shopper.ts";
import { invalidEntriesJson } from "./bag-json.ts";

// Whether the caller's bag can go to checkout (spec 001 §7 `bag/validate`, `bag/validate-for-ewallet`,
// checkout's `invalid-cart-entries.json`): a line out of stock, short of stock or no longer sold keeps it
// from checkout, and the shopper is sent back to the bag with the reason.

async function validation(c: Context<AppEnv>) {
  const version = versionOf(c);
  const view = await c.get("services").bag.view(shopperOf(c, version));
  privateAnswer(c);
  return { view, invalidEntries: invalidEntriesJson(view) };
}

const validate = async (c: Context<AppEnv>) => {
  const { view, invalidEntries } = await validation(c);
  return c.json({
    valid: view.lines.length > 0 && invalidEntries.length === 0,
    emptyBag: view.lines.length === 0,
    invalidEntries,
  });
};

/** An express wallet pays the whole total at once: it also needs something to pay. */
const validateForEwallet = async (c: Context<AppEnv>) => {
  const { view, invalidEntries } = await validation(c);
  const payable = view.summary.total.amount > 0;
  return c.json({
    valid: view.lines.length > 0 && invalidEntries.length === 0 && payable,
    emptyBag: view.lines.length === 0,
    zeroTotal: !payable,
    invalidEntries,
  });
};

const invalidCartEntries = async (c: Context<AppEnv>) => {
  const { invalidEntries } = await validation(c);
  return c.json({ redirectToBag: invalidEntries.length > 0, invalidEntries });
};

export const validateRoutes = new Hono<AppEnv>()
  .get("/bag/validate", validate)
  .get("/:version/bag/validate", validate)
  .get("/bag/validate-for-ewallet", validateForEwallet)
  .get("/:version/bag/validate-for-ewallet", validateForEwallet)
  .get("/checkout/secure/invalid-cart-entries.json", invalidCartEntries)
  .get("/:version/checkout/secure/invalid-cart-entries.json", invalidCartEntries);
