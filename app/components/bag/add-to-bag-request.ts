import { BASE_SITE_BY_VERSION, type Version } from "../../../core/site/versions.ts";
import { getHttpClient, HttpError } from "../../lib/http-client.ts";
import type { AddToBagInput, AddToBagOutcome, BundleAddInput } from "./bag-types.ts";

// The add calls of spec 001 §7 and 002 §7 (paths documented in docs/decisions/008-cart-and-saved-items.md).

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

interface BulkAnswer {
  cartGuid: string;
  totalUnitCount: number;
  entries: {
    productCode: string;
    quantity: number;
    quantityAdded: number;
    size: string;
    basePrice: { value: number; currencyIso: string };
  }[];
}

export interface BundleAnswer extends AddAnswer {
  entries: { productSku: string; quantityAdded: number; price: number; size: string }[];
}

const commerceBase = (version: Version) =>
  `/TWCcommercewebservices/v2/${BASE_SITE_BY_VERSION[version]}/users/anonymous/carts`;

/**
 * spec 002 §4 "Bundle add": the bulk add; a non-200 is an error, and any entry whose quantityAdded is 0 or
 * differs from the quantity asked is a stock error. A guest without a cart gets one first.
 */
export async function addBundleToBag(
  version: Version,
  cartGuid: string,
  input: BundleAddInput,
  messages: Messages,
): Promise<BundleAnswer> {
  const client = getHttpClient();
  let guid = cartGuid;
  try {
    if (!guid) {
      const created = await client.post<{ guid: string }>(commerceBase(version), {}, { errorHandle: false });
      guid = created.data.guid;
    }
    const { data } = await client.post<BulkAnswer>(
      `${commerceBase(version)}/${encodeURIComponent(guid)}/entries/bulk`,
      {
        entries: input.entries.map((entry) => ({ productCode: entry.productSku, quantity: entry.quantity })),
      },
      { query: { fields: "FULL" }, errorHandle: false },
    );
    const quantityAdded = data.entries.reduce((sum, entry) => sum + entry.quantityAdded, 0);
    const short = data.entries.some(
      (entry) => entry.quantityAdded === 0 || entry.quantityAdded !== entry.quantity,
    );
    return {
      outcome: short
        ? { status: "outOfStock", message: messages.outOfStock }
        : { status: "added", count: data.totalUnitCount },
      cartGuid: data.cartGuid,
      quantityAdded,
      entries: data.entries
        .filter((entry) => entry.quantityAdded > 0)
        .map((entry) => ({
          productSku: entry.productCode,
          quantityAdded: entry.quantityAdded,
          price: entry.basePrice.value,
          size: entry.size,
        })),
    };
  } catch (error) {
    return { ...failedBundle(error, messages), cartGuid: guid };
  }
}

function failedBundle(error: unknown, messages: Messages): Omit<BundleAnswer, "cartGuid"> {
  return { outcome: failedAdd(error, messages), quantityAdded: 0, entries: [] };
}
