import type { Transaction } from "kysely";
import type { AddressInput } from "../../core/accounts/address-form.ts";
import type { AddressRepository, SavedAddress } from "../../core/accounts/address-ports.ts";
import type { Db } from "../db.ts";
import { toBoolean } from "../normalise.ts";
import type { Database } from "../schema.ts";

// The address book in `customer_addresses` (migration 0017). Every query is scoped by the customer id, so
// another customer's address is never read, changed or deleted: it is "not found".

type Tx = Transaction<Database>;

const COLUMNS = [
  "customerAddresses.id",
  "customerAddresses.title",
  "customerAddresses.firstName",
  "customerAddresses.lastName",
  "customerAddresses.phone",
  "customerAddresses.line1",
  "customerAddresses.line2",
  "customerAddresses.townCity",
  "customerAddresses.postcode",
  "customerAddresses.countryIso",
  "customerAddresses.regionIso",
  "customerAddresses.isDefault",
  "countries.name as countryName",
] as const;

function select(db: Db | Tx, customerId: string) {
  return db
    .selectFrom("customerAddresses")
    .innerJoin("countries", "countries.isocode", "customerAddresses.countryIso")
    .select(COLUMNS)
    .where("customerAddresses.customerId", "=", customerId);
}

type Row = Awaited<ReturnType<ReturnType<typeof select>["executeTakeFirstOrThrow"]>>;

function toAddress(row: Row): SavedAddress {
  return {
    id: row.id,
    title: row.title,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phone,
    line1: row.line1,
    line2: row.line2,
    townCity: row.townCity,
    postcode: row.postcode,
    countryIso: row.countryIso,
    countryName: row.countryName,
    regionIso: row.regionIso,
    defaultAddress: toBoolean(row.isDefault),
  };
}

function columnsOf(address: AddressInput) {
  return {
    title: address.title,
    firstName: address.firstName,
    lastName: address.lastName,
    phone: address.phoneNumber,
    line1: address.line1,
    line2: address.line2,
    townCity: address.townCity,
    postcode: address.postcode,
    countryIso: address.countryIso,
    regionIso: address.regionIso,
  };
}

export function createAddressRepository(db: Db): AddressRepository {
  /** Clears the customer's default; the partial unique index allows one, so this runs before setting another. */
  async function clearDefault(trx: Tx, customerId: string, now: Date) {
    await trx
      .updateTable("customerAddresses")
      .set({ isDefault: false, modifiedAt: now.toISOString() })
      .where("customerId", "=", customerId)
      .where("isDefault", "=", true)
      .execute();
  }

  async function setDefault(trx: Tx, customerId: string, id: string, now: Date): Promise<boolean> {
    const owned = await trx
      .selectFrom("customerAddresses")
      .select("id")
      .where("customerId", "=", customerId)
      .where("id", "=", id)
      .executeTakeFirst();
    if (!owned) return false;
    await clearDefault(trx, customerId, now);
    await trx
      .updateTable("customerAddresses")
      .set({ isDefault: true, modifiedAt: now.toISOString() })
      .where("customerId", "=", customerId)
      .where("id", "=", id)
      .execute();
    return true;
  }

  return {
    async list(customerId) {
      const rows = await select(db, customerId)
        .orderBy("customerAddresses.isDefault", "desc")
        .orderBy("customerAddresses.createdAt", "asc")
        .orderBy("customerAddresses.id", "asc")
        .execute();
      return rows.map(toAddress);
    },

    async add(customerId, id, address, now) {
      return db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom("customerAddresses")
          .select("id")
          .where("customerId", "=", customerId)
          .where("isDefault", "=", true)
          .executeTakeFirst();
        const makeDefault = address.defaultAddress || !current;
        if (makeDefault && current) await clearDefault(trx, customerId, now);
        await trx
          .insertInto("customerAddresses")
          .values({
            id,
            customerId,
            ...columnsOf(address),
            isDefault: makeDefault,
            createdAt: now.toISOString(),
            modifiedAt: now.toISOString(),
          })
          .execute();
        return toAddress(
          await select(trx, customerId).where("customerAddresses.id", "=", id).executeTakeFirstOrThrow(),
        );
      });
    },

    async update(customerId, id, address, now) {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable("customerAddresses")
          .set({ ...columnsOf(address), modifiedAt: now.toISOString() })
          .where("customerId", "=", customerId)
          .where("id", "=", id)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return null;
        if (address.defaultAddress) await setDefault(trx, customerId, id, now);
        const row = await select(trx, customerId).where("customerAddresses.id", "=", id).executeTakeFirst();
        return row ? toAddress(row) : null;
      });
    },

    async makeDefault(customerId, id, now) {
      return db.transaction().execute((trx) => setDefault(trx, customerId, id, now));
    },

    async remove(customerId, id) {
      return db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom("customerAddresses")
          .where("customerId", "=", customerId)
          .where("id", "=", id)
          .returning("isDefault")
          .executeTakeFirst();
        if (!removed) return false;
        if (toBoolean(removed.isDefault)) {
          const next = await trx
            .selectFrom("customerAddresses")
            .select("id")
            .where("customerId", "=", customerId)
            .orderBy("createdAt", "asc")
            .orderBy("id", "asc")
            .executeTakeFirst();
          if (next)
            await trx
              .updateTable("customerAddresses")
              .set({ isDefault: true })
              .where("customerId", "=", customerId)
              .where("id", "=", next.id)
              .execute();
        }
        return true;
      });
    },

    async countries() {
      const rows = await db.selectFrom("countries").select(["isocode", "name", "postCodeRegex"]).execute();
      // Sorted here, not in SQL, so both dialects list the countries in the same order.
      const byName = new Intl.Collator("en", { sensitivity: "base" });
      return rows.sort((a, b) => byName.compare(a.name, b.name));
    },
  };
}
