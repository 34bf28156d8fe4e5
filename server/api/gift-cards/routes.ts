import { type Context, Hono } from "hono";
import { DomainError } from "../../../core/errors/domain-error.ts";
import {
  GIFT_CARD_BALANCE_NOT_SHOWN,
  GIFT_CARD_BALANCE_TOO_MANY,
} from "../../../core/gift-cards/gift-card-messages.ts";
import type { AppEnv } from "../../app-env.ts";
import { clientAddress } from "../../middleware/client-address.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";
import { versionOf } from "../cart/cart-shopper.ts";
import { localeOf } from "../site-visitor.ts";
import { giftCardBalanceJson } from "./balance-json.ts";
import { giftCardBalanceBody } from "./validators.ts";

// A gift card's balance for anyone with its code and PIN (docs/decisions/043-keyed-gift-card-digests.md). Gift
// cards are in pounds on every version; the page is the UK site's. Throttled per session, per address and per
// card, and a card locks after wrong PINs; whatever it will not show gets one message, never which part was wrong.

export const GIFT_CARD_BALANCE_ERROR = "GiftCardBalanceError";

export function giftCardBalanceRoutes(options: { trustProxy: boolean }) {
  const checkBalance = async (c: Context<AppEnv>) => {
    privateAnswer(c);
    const { giftCardCode, pin } = giftCardBalanceBody.parse(await c.req.json());
    const answer = await c.get("services").giftCardBalance.check({
      code: giftCardCode,
      pin,
      sessionId: c.get("session").id,
      clientAddress: clientAddress(c, options.trustProxy),
    });
    if (answer.ok) return c.json(giftCardBalanceJson(answer, localeOf(versionOf(c))));
    if (answer.reason === "tooManyAttempts")
      throw new DomainError("rateLimited", GIFT_CARD_BALANCE_TOO_MANY, undefined, {
        retryAfterSeconds: answer.retryAfterSeconds,
      });
    const type = GIFT_CARD_BALANCE_ERROR;
    const message = GIFT_CARD_BALANCE_NOT_SHOWN;
    return c.json({ type, message, errors: [{ type, subject: "giftCardCode", message }] }, 400);
  };
  return new Hono<AppEnv>()
    .post("/gift-cards/balance.json", checkBalance)
    .post("/:version/gift-cards/balance.json", checkBalance);
}
