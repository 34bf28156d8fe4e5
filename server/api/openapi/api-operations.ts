import { accountOperations } from "../account/operations.ts";
import { bagOperations } from "../bag/operations.ts";
import { cartOperations } from "../cart/operations.ts";
import { catalogueOperations } from "../catalogue/operations.ts";
import { checkoutOperations } from "../checkout/operations.ts";
import { contentPlatformOperations } from "../cms/operations.ts";
import { collectOperations } from "../collect/operations.ts";
import { pageDataOperations } from "../common/operations.ts";
import { contentOperations } from "../content/operations.ts";
import { giftCardOperations } from "../gift-cards/operations.ts";
import { giftingOperations } from "../gifting/operations.ts";
import { healthOperations } from "../health/operations.ts";
import { oauthOperations } from "../oauth/operations.ts";
import { orderOperations } from "../orders/operations.ts";
import { passwordOperations } from "../passwords/operations.ts";
import { paypalOperations } from "../paypal/operations.ts";
import { productOperations } from "../product/operations.ts";
import { shellOperations } from "../shell/operations.ts";
import { walletOperations } from "../wallets/operations.ts";
import type { OperationGroup } from "./json-operation.ts";

/** This document's own address (server/entry.ts mounts it before the sessions: no cookie). */
export const OPENAPI_PATH = "/openapi.json";

const documentOperations: OperationGroup = {
  ...healthOperations,
  operations: [
    ...healthOperations.operations,
    {
      method: "get",
      paths: [OPENAPI_PATH],
      summary: "This document",
      description: "The same for everyone: `public, max-age=3600`.",
      responses: { 200: "The OpenAPI 3.1 document of the JSON calls." },
    },
  ],
};

/** Every folder's JSON calls, in the order a reader meets them. A new folder's calls are added here. */
export const API_OPERATIONS: readonly OperationGroup[] = [
  shellOperations,
  pageDataOperations,
  catalogueOperations,
  productOperations,
  contentOperations,
  contentPlatformOperations,
  cartOperations,
  bagOperations,
  giftingOperations,
  { ...checkoutOperations, operations: [...checkoutOperations.operations, ...paypalOperations] },
  walletOperations,
  orderOperations,
  giftCardOperations,
  oauthOperations,
  passwordOperations,
  accountOperations,
  collectOperations,
  documentOperations,
];
