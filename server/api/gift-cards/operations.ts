import { type OperationGroup, withAndWithoutVersion } from "../openapi/json-operation.ts";
import { giftCardBalanceBody } from "./validators.ts";

// The gift card balance call for the OpenAPI document; the route is in routes.ts.

export const giftCardOperations: OperationGroup = {
  tag: "Gift cards",
  description: "A gift card's balance and history for anyone holding its code and PIN (docs/decisions/043).",
  operations: [
    {
      method: "post",
      paths: withAndWithoutVersion("/gift-cards/balance.json"),
      summary: "A gift card's balance, expiry and history, by its code and PIN",
      description:
        "Counted per session and per client address before anything is read, and per card; a card locks after 5 wrong PINs in a row (`GIFT_CARD_PIN_LOCK_AFTER`). A wrong code, a wrong PIN and a locked card get the same 400, so the answer never says which was wrong. Always `private, no-store`.",
      body: giftCardBalanceBody,
      responses: {
        200: "`{lastFourDigits, balance, expiryDate, expired, cancelled, movements: [{type: issued|spent|refunded|held, amount, date}]}`, oldest first.",
        400: "`GiftCardBalanceError` with one message for every card not shown, or the input is not valid.",
        429: "Too many checks from this session or address: `RateLimitError` with `Retry-After`.",
      },
    },
  ],
};
