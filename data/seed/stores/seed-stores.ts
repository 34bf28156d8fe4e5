import type { Insertable } from "kysely";
import type { Db } from "../../db.ts";
import type { StoreTable } from "../../schema.ts";
import { insertBatches } from "../insert-batches.ts";
import type { Random } from "../random.ts";
import { openingHoursFor } from "./opening-hours.ts";
import { ukPhone, ukWhatsapp, usPhone, usWhatsapp } from "./phone-numbers.ts";
import { servicesFor } from "./store-services.ts";
import type { StoreSource } from "./store-source.ts";
import { UK_STORES } from "./uk-stores.ts";
import { US_STORES } from "./us-stores.ts";

/** Every store the seed creates, as written by hand (tests and the store finder's fixtures read it). */
export const STORES: readonly StoreSource[] = [...UK_STORES, ...US_STORES];

function storeRow(store: StoreSource, random: Random): Insertable<StoreTable> {
  const uk = store.countryIso === "GB";
  // About a third of stores take WhatsApp messages (spec 002 §3 lists whatsapp beside phone).
  const hasWhatsapp = random.chance(0.35);
  return {
    code: store.code,
    name: store.name,
    version: store.version,
    line1: store.line1,
    line2: store.line2,
    town: store.town,
    postcode: store.postcode,
    countryIso: store.countryIso,
    latitude: store.latitude,
    longitude: store.longitude,
    phone: uk ? ukPhone(store.dialPrefix, random) : usPhone(store.dialPrefix, random),
    whatsapp: hasWhatsapp ? (uk ? ukWhatsapp(random) : usWhatsapp(store.dialPrefix, random)) : null,
    openingHours: JSON.stringify(openingHoursFor(store.hours, random)),
    // Drawn after the rest, so the phone numbers and hours a store had before services came stay the same.
    services: JSON.stringify(servicesFor(store.hours, random)),
  };
}

export async function seedStores(db: Db, random: Random): Promise<void> {
  // A generator per store, so adding a store never changes the phone numbers of the others.
  const rows = STORES.map((store) => storeRow(store, random.fork(store.code)));
  await insertBatches(db, "stores", rows);
}
