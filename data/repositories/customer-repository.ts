import type { Customer, CustomerType, PasswordHash } from "../../core/accounts/account-types.ts";
import { type CustomerRepository, emailKey, type NewCustomer } from "../../core/accounts/customer-ports.ts";
import type { Db } from "../db.ts";
import { toBoolean, toIso } from "../normalise.ts";

interface Row {
  id: string;
  email: string;
  title: string;
  firstName: string;
  lastName: string;
  phone: string;
  birthdayDay: number | null;
  birthdayMonth: number | null;
  customerType: string;
  marketingConsent: unknown;
  createdAt: unknown;
}

const COLUMNS = [
  "id",
  "email",
  "title",
  "firstName",
  "lastName",
  "phone",
  "birthdayDay",
  "birthdayMonth",
  "customerType",
  "marketingConsent",
  "createdAt",
] as const;

function toCustomer(row: Row): Customer {
  const day = row.birthdayDay === null ? null : Number(row.birthdayDay);
  const month = row.birthdayMonth === null ? null : Number(row.birthdayMonth);
  return {
    id: row.id,
    email: row.email,
    title: row.title,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    birthday: day !== null && month !== null ? { day, month } : null,
    customerType: row.customerType as CustomerType,
    marketingConsent: toBoolean(row.marketingConsent),
    createdAt: toIso(row.createdAt),
  };
}

/**
 * Adds the customer unless the e-mail (case-insensitively) already has an account; true when added. A conflict is
 * skipped rather than raised, so this may run inside a transaction on PostgreSQL, where an error ends it.
 */
export async function insertCustomerIfFree(db: Db, customer: NewCustomer, now: Date): Promise<boolean> {
  const inserted = await db
    .insertInto("customers")
    .values({
      id: customer.id,
      email: customer.email.trim(),
      emailKey: emailKey(customer.email),
      title: customer.title,
      firstName: customer.firstName,
      lastName: customer.lastName,
      phone: customer.phone,
      birthdayDay: customer.birthday?.day ?? null,
      birthdayMonth: customer.birthday?.month ?? null,
      customerType: customer.customerType,
      marketingConsent: customer.marketingConsent,
      passwordHash: JSON.stringify(customer.passwordHash),
      passwordChangedAt: now.toISOString(),
      createdAt: now.toISOString(),
      modifiedAt: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column("emailKey").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Customers in the `customers` table (migration 0013). */
export function createCustomerRepository(db: Db): CustomerRepository {
  return {
    // The unique e-mail key is the guard: of two racing registrations of one address, one account.
    create: async (customer, now) => ({ created: await insertCustomerIfFree(db, customer, now) }),

    async findById(id) {
      const row = await db.selectFrom("customers").select(COLUMNS).where("id", "=", id).executeTakeFirst();
      return row ? toCustomer(row) : null;
    },

    async findByEmail(email) {
      const row = await db
        .selectFrom("customers")
        .select([...COLUMNS, "passwordHash"])
        .where("emailKey", "=", emailKey(email))
        .executeTakeFirst();
      return row
        ? { customer: toCustomer(row), passwordHash: JSON.parse(row.passwordHash) as PasswordHash }
        : null;
    },

    async passwordHashOf(id) {
      const row = await db
        .selectFrom("customers")
        .select("passwordHash")
        .where("id", "=", id)
        .executeTakeFirst();
      return row ? (JSON.parse(row.passwordHash) as PasswordHash) : null;
    },

    async setPassword(id, hash, now) {
      await db
        .updateTable("customers")
        .set({
          passwordHash: JSON.stringify(hash),
          passwordChangedAt: now.toISOString(),
          modifiedAt: now.toISOString(),
        })
        .where("id", "=", id)
        .execute();
    },

    async updateDetails(id, details, now) {
      await db
        .updateTable("customers")
        .set({
          title: details.title,
          firstName: details.firstName,
          lastName: details.lastName,
          phone: details.phone,
          birthdayDay: details.birthday?.day ?? null,
          birthdayMonth: details.birthday?.month ?? null,
          marketingConsent: details.marketingConsent,
          modifiedAt: now.toISOString(),
        })
        .where("id", "=", id)
        .execute();
    },
  };
}
