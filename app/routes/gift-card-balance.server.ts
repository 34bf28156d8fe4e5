import { data } from "react-router";
import type { GiftCardMovement } from "../../core/gift-cards/gift-card-balance-check.ts";
import { formatMoney, money } from "../../core/money/money.ts";
import type { RequestContext } from "../../core/pages/request-context.ts";
import { formatDay } from "../../core/site/intl-labels.ts";
import { LOCALE_BY_VERSION, type Version } from "../../core/site/versions.ts";
import { PRIVATE_HEADERS } from "../lib/private-answer.ts";
import type { TextKey } from "../lib/text/en-GB.ts";

// Checking a gift card's balance (docs/decisions/043-keyed-gift-card-digests.md): the code and PIN post natively to
// the page, which answers the balance, expiry and history, or one message that never says which of the two was
// wrong. The gift card service counts the tries per session, per address and per card, and locks a card after
// wrong PINs; the PIN is never sent back to the page.

export interface BalanceView {
  lastFour: string;
  balance: string;
  expiry: string | null;
  expired: boolean;
  cancelled: boolean;
  movements: { kind: GiftCardMovement["kind"]; amount: string; on: string }[];
}

export type BalanceAnswer =
  | { kind: "shown"; card: BalanceView }
  | { kind: "invalid"; code: string; errors: { code?: TextKey; pin?: TextKey } }
  | { kind: "notShown"; code: string }
  | { kind: "tooMany"; code: string }
  | { kind: "ukOnly" };

export async function checkBalance(ctx: RequestContext, version: Version, form: FormData) {
  if (version !== "uk")
    return data<BalanceAnswer>({ kind: "ukOnly" }, { status: 404, headers: PRIVATE_HEADERS });
  const code = String(form.get("giftCardCode") ?? "").slice(0, 64);
  const pin = String(form.get("pin") ?? "").slice(0, 16);
  const errors: { code?: TextKey; pin?: TextKey } = {};
  if (code.trim() === "") errors.code = "giftCardBalance.codeMissing";
  if (pin.trim() === "") errors.pin = "giftCardBalance.pinMissing";
  if (errors.code || errors.pin)
    return data<BalanceAnswer>({ kind: "invalid", code, errors }, { status: 400, headers: PRIVATE_HEADERS });
  const answer = await ctx.services.giftCardBalance.check({
    code,
    pin,
    sessionId: ctx.session.id,
    clientAddress: ctx.clientAddress,
  });
  if (!answer.ok && answer.reason === "tooManyAttempts")
    return data<BalanceAnswer>(
      { kind: "tooMany", code },
      { status: 429, headers: { ...PRIVATE_HEADERS, "Retry-After": String(answer.retryAfterSeconds) } },
    );
  if (!answer.ok)
    return data<BalanceAnswer>({ kind: "notShown", code }, { status: 400, headers: PRIVATE_HEADERS });
  const locale = LOCALE_BY_VERSION[version];
  const pounds = (amount: number) => formatMoney(money(amount, answer.currency), locale);
  return data<BalanceAnswer>(
    {
      kind: "shown",
      card: {
        lastFour: answer.lastFour,
        balance: pounds(answer.balance),
        expiry: answer.expiresAt === null ? null : formatDay(answer.expiresAt, locale),
        expired: answer.expired,
        cancelled: answer.cancelled,
        movements: answer.movements
          .map((movement) => ({
            kind: movement.kind,
            amount: pounds(movement.amount),
            on: formatDay(movement.at, locale),
          }))
          .reverse(),
      },
    },
    { headers: PRIVATE_HEADERS },
  );
}
