import type { Version } from "../../../core/site/versions.ts";
import { getHttpClient, HttpError } from "../../lib/http-client.ts";
import type { AddToBagInput, AddToBagOutcome } from "./bag-types.ts";

// The JSON add call of spec 001 §7 (docs/decisions/008-cart-and-saved-items.md), for the pages not yet on the
// bag's form (saved items). Product, listing and bundle pages post the form (bag-form.tsx).

interface Messages {
  outOfStock: string;
  systemFault: string;
}

interface EntryAnswer {
  cartGuid: string;
  totalUnitCount: number;
  quantityAdded: number;
}

export interface AddAnswer {
  outcome: AddToBagOutcome;
  cartGuid: string;
  quantityAdded: number;
}

/** `POST /{version}/cart/entries`: one variant; 200 carries the cart guid the client keeps. */
export async function addEntryToBag(
  version: Version,
  input: AddToBagInput,
  messages: Messages,
): Promise<AddAnswer> {
  try {
    const { data } = await getHttpClient().post<EntryAnswer>(
      `/${version}/cart/entries`,
      {
        productSku: input.productSku,
        productPrice: input.productPrice,
        quantity: input.quantity,
        productSizeCode: input.productSizeCode,
      },
      { errorHandle: false },
    );
    return {
      outcome: { status: "added", count: data.totalUnitCount },
      cartGuid: data.cartGuid,
      quantityAdded: data.quantityAdded,
    };
  } catch (error) {
    return { outcome: failedAdd(error, messages), cartGuid: "", quantityAdded: 0 };
  }
}

/** spec 001 §8: out of stock has its own wording; a refused quantity shows the server's reason; else a fault. */
function failedAdd(error: unknown, messages: Messages): AddToBagOutcome {
  if (!(error instanceof HttpError)) return { status: "error", message: messages.systemFault };
  if (error.status === 409) return { status: "outOfStock", message: messages.outOfStock };
  if (error.status === 400 && error.message && error.errors[0]?.type === "ValidationError")
    return { status: "error", message: error.errors[0].message ?? messages.systemFault };
  return { status: "error", message: messages.systemFault };
}
