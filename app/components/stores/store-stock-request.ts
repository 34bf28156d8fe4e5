import type { Version } from "../../../core/site/versions.ts";
import type { StoreStockSearch } from "../../../core/stores/store-stock-service.ts";
import { getHttpClient } from "../../lib/http-client.ts";

interface StoreStockParams {
  productCode: string;
  variantCode: string;
  origin: { location: string } | { latitude: number; longitude: number };
  range: number;
  onlyWithStock: boolean;
  version: Version;
}

/** `GET /api/stores/stock` (README "Product API"); null on any failure (spec 002 §7: a failure is an empty list). */
export async function fetchStoreStock(params: StoreStockParams): Promise<StoreStockSearch | null> {
  try {
    const { data } = await getHttpClient().get<StoreStockSearch>("/api/stores/stock", {
      query: {
        productCode: params.productCode,
        variantCode: params.variantCode,
        ...("location" in params.origin
          ? { location: params.origin.location }
          : { latitude: String(params.origin.latitude), longitude: String(params.origin.longitude) }),
        range: String(params.range),
        onlyWithStock: String(params.onlyWithStock),
        version: params.version,
      },
      errorHandle: false,
    });
    return data;
  } catch {
    return null;
  }
}
