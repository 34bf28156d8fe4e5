import { z } from "zod";
import { BASE_SITE_BY_VERSION, type Version } from "../../../core/site/versions.ts";
import { getHttpClient } from "../../lib/http-client.ts";

const storeStockBySize = z.object({
  variantStoreStocks: z.array(
    z.object({ variantProductCode: z.string(), hasVariantProductStockInStores: z.boolean() }),
  ),
});

/**
 * spec 002 §7 `GET products/fsis?productCodes`: which of a product's sizes any shop holds, by variant code. Rejects on
 * any failure, a malformed answer included: the listing then shows findStockInStoreSystemError (spec 002 §8).
 */
export async function fetchStoreStockBySize(
  version: Version,
  productCode: string,
): Promise<Map<string, boolean>> {
  const { data } = await getHttpClient().get(
    `/TWCcommercewebservices/v2/${BASE_SITE_BY_VERSION[version]}/products/fsis`,
    { query: { productCodes: productCode }, errorHandle: false },
  );
  const { variantStoreStocks } = storeStockBySize.parse(data);
  return new Map(variantStoreStocks.map((v) => [v.variantProductCode, v.hasVariantProductStockInStores]));
}
