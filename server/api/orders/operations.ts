import type { OperationGroup } from "../openapi/json-operation.ts";
import { GUEST_ORDER_TOKEN_HEADER, orderQuery } from "./routes.ts";

// The order fetch (spec 001 §7 "Gift cards and orders") for the OpenAPI document; route in routes.ts.

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
  ],
};
