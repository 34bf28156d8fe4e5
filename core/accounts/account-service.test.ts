import { describe, expect, it } from "vitest";
import { createAccountService, SIGN_IN_REFUSED_MESSAGE } from "./account-service.ts";
import type { Customer, PasswordHash } from "./account-types.ts";
import { type CustomerRepository, emailKey, type NewCustomer } from "./customer-ports.ts";
import { hashPassword } from "./password-hashing.ts";

// Cheap scrypt parameters keep the unit tests fast; the service's real ones are checked by the API tests.
const CHEAP = { logN: 10, r: 8, p: 1 };

function memoryCustomers() {
  const rows = new Map<string, { customer: Customer; passwordHash: PasswordHash }>();
  const repository: CustomerRepository = {
    async create(customer: NewCustomer, now) {
      if ([...rows.values()].some((row) => emailKey(row.customer.email) === emailKey(customer.email)))
        return { created: false };
      const { passwordHash, ...rest } = customer;
      rows.set(customer.id, { customer: { ...rest, createdAt: now.toISOString() }, passwordHash });
      return { created: true };
    },
    findById: async (id) => rows.get(id)?.customer ?? null,
    findByEmail: async (email) =>
      [...rows.values()].find((row) => emailKey(row.customer.email) === emailKey(email)) ?? null,
    passwordHashOf: async (id) => rows.get(id)?.passwordHash ?? null,
    async setPassword(id, hash) {
      const row = rows.get(id);
      if (row) row.passwordHash = hash;
    },
    async updateDetails() {},
  };
  return { rows, repository };
}

function service() {
  const store = memoryCustomers();
  let next = 0;
  const accounts = createAccountService(store.repository, {
    newId: () => `customer-${++next}`,
    commonPasswords: new Set(["password1!"]),
    passwordParameters: CHEAP,
  });
  return { accounts, store };
}

const PASSWORD = "Sea-glass 7";

/** Ada's account, as a confirmed registration makes it (core/accounts/registration-service.ts). */
async function withAda(
  service: ReturnType<typeof createAccountService>,
  store: ReturnType<typeof memoryCustomers>,
) {
  await store.repository.create(
    {
      id: "customer-1",
      email: "Ada@Example.com",
      title: "Ms",
      firstName: "Ada",
      lastName: "Lovelace",
      phone: "07700 900123",
      birthday: null,
      customerType: "registered",
      marketingConsent: false,
      passwordHash: await service.hashNewPassword(PASSWORD),
    },
    new Date(),
  );
}

describe("the account service", () => {
  it("hashes a new password with its parameters, never keeping the password", async () => {
    const { accounts, store } = service();
    await withAda(accounts, store);
    const stored = store.rows.get("customer-1");
    expect(stored?.passwordHash.logN).toBe(CHEAP.logN);
    expect(JSON.stringify(stored)).not.toContain(PASSWORD);
  });

  it("signs in with the password, the e-mail in any letter case", async () => {
    const { accounts, store } = service();
    await withAda(accounts, store);
    expect(await accounts.authenticate("ada@EXAMPLE.com", "Sea-glass 7")).toMatchObject({
      ok: true,
      customer: { id: "customer-1" },
    });
  });

  it("answers a wrong password and an unknown e-mail in the same words", async () => {
    const { accounts, store } = service();
    await withAda(accounts, store);
    expect(await accounts.authenticate("ada@example.com", "Sea-glass 8")).toEqual({
      ok: false,
      message: SIGN_IN_REFUSED_MESSAGE,
    });
    expect(await accounts.authenticate("nobody@example.com", "Sea-glass 7")).toEqual({
      ok: false,
      message: SIGN_IN_REFUSED_MESSAGE,
    });
    expect(SIGN_IN_REFUSED_MESSAGE).toBe("Your email address or password is incorrect.");
  });

  it("re-hashes a password made with older parameters at sign-in", async () => {
    const { accounts, store } = service();
    await withAda(accounts, store);
    const row = store.rows.get("customer-1");
    if (!row) throw new Error("not registered");
    row.passwordHash = await hashPassword("Sea-glass 7", { logN: 9, r: 8, p: 1 });
    expect((await accounts.authenticate("ada@example.com", "Sea-glass 7")).ok).toBe(true);
    expect(store.rows.get("customer-1")?.passwordHash.logN).toBe(CHEAP.logN);
  });
});
