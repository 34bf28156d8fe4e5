import type { Store, StoreDirectory } from "../../core/stores/store-directory.ts";
import { isStoreService, STORE_SERVICES } from "../../core/stores/store-services.ts";
import type { OpeningHours, StoreRecord, StoreRepository } from "../../core/stores/store-types.ts";
import type { Db } from "../db.ts";
import { fromJson, toNumber } from "../normalise.ts";

export function createStoreRepository(db: Db): StoreRepository & StoreDirectory {
  return {
    async allStores(): Promise<Store[]> {
      const rows = await db
        .selectFrom("stores")
        .select([
          "code",
          "name",
          "line1",
          "line2",
          "town",
          "postcode",
          "countryIso",
          "latitude",
          "longitude",
          "phone",
          "whatsapp",
          "openingHours",
          "services",
        ])
        .orderBy("code")
        .execute();
      return rows.map((r) => ({
        ...r,
        latitude: toNumber(r.latitude),
        longitude: toNumber(r.longitude),
        openingHours: fromJson<OpeningHours>(r.openingHours, {}),
        // Names this code does not know (a service since retired) are left out; the rest in the list's order.
        services: STORE_SERVICES.filter((service) =>
          fromJson<unknown[]>(r.services, []).filter(isStoreService).includes(service),
        ),
      }));
    },
    async storesWithVariantStock(variantCode: string): Promise<StoreRecord[]> {
      const rows = await db
        .selectFrom("stores as s")
        .leftJoin("storeStock as st", (join) =>
          join.onRef("st.storeCode", "=", "s.code").on("st.variantCode", "=", variantCode),
        )
        .select([
          "s.code",
          "s.name",
          "s.line1",
          "s.line2",
          "s.town",
          "s.postcode",
          "s.countryIso",
          "s.latitude",
          "s.longitude",
          "s.phone",
          "s.whatsapp",
          "s.openingHours",
          "st.quantity",
        ])
        .orderBy("s.code")
        .execute();
      return rows.map((r) => ({
        code: r.code,
        name: r.name,
        line1: r.line1,
        line2: r.line2,
        town: r.town,
        postcode: r.postcode,
        countryIso: r.countryIso,
        latitude: toNumber(r.latitude),
        longitude: toNumber(r.longitude),
        phone: r.phone,
        whatsapp: r.whatsapp,
        openingHours: fromJson<OpeningHours>(r.openingHours, {}),
        quantity: toNumber(r.quantity),
      }));
    },
  };
}
