import type { OperationGroup } from "../openapi/json-operation.ts";
import {
  GUEST_ORDER_TOKEN_HEADER,
  ORDER_E_GIFT_CARD_RESEND,
  orderQuery,
  resendBody,
  resendParams,
} from "./routes.ts";

// The order fetch (spec 001 §7 "Gift cards and orders") and an e-gift card's resend for the OpenAPI document;
// routes in routes.ts.

export const orderOperations: OperationGroup = {
  tag: "Orders",
  description: "An order by its number, for the guest who placed it or the customer whose it is.",
  operations: [
    {
      method: "get",
      paths: ["/TWCcommercewebservices/v2/:site/users/:user/orders/:orderNumber"],
      summary: "An order",
      description:
        `A guest asks as user \`anonymous\` with the order's token in \`${GUEST_ORDER_TOKEN_HEADER}\` (or the ` +
        "session that placed it); a customer as `current` or their own id with a bearer token.",
      query: orderQuery,
      responses: {
        200: "The order (`private, no-store`).",
        401: "No credential, or one that is refused.",
        404: "No such order for this caller: unknown, of another site or someone else's alike.",
      },
    },
    {
      method: "post",
      paths: [ORDER_E_GIFT_CARD_RESEND],
      summary: "Send an e-gift card of the order to a corrected address",
      description:
        "The caller is authorised exactly as for the order fetch. The line's recipient becomes `recipientEmail` (and " +
        "`recipientName` when given); a card already e-mailed is sent again at once with the same code and PIN, a " +
        "card not sent yet goes to the new address on its send date. Refused once the card has been used (its code " +
        "is no longer kept), for a posted card, and past 5 resends per order a day. Always `private, no-store`.",
      params: resendParams,
      body: resendBody,
      responses: {
        200: "`{status: sent|scheduled, recipientEmail, message}`.",
        400: "`EGiftCardResendError` with the field's message, or the input is not valid.",
        401: "No credential, or one that is refused.",
        404: "No such order for this caller, or no gift card on that line.",
        409: "`EGiftCardResendError` with `reason` `used` (the card has been used), `expired` or `posted` (a posted card).",
        429: "Too many resends of this order today: `RateLimitError` with `Retry-After`.",
      },
    },
  ],
};
