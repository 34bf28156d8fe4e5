import { describe, expect, it } from "vitest";
import {
  createAccountService,
  REGISTRATION_REFUSED_MESSAGE,
  SIGN_IN_REFUSED_MESSAGE,
} from "./account-service.ts";
import type { Customer, PasswordHash, RegistrationInput } from "./account-types.ts";
import { type CustomerRepository, emailKey, type NewCustomer } from "./customer-ports.ts";
import { hashPassword } from "./password-hashing.ts";
import { PASSWORD_MISMATCH_MESSAGE } from "./password-rules.ts";

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

const input: RegistrationInput = {
  email: "Ada@Example.com",
  title: "Ms",
  firstName: "Ada",
  lastName: "Lovelace",
  phone: "07700 900123",
  password: "Sea-glass 7",
  confirmPassword: "Sea-glass 7",
  birthday: { day: 29, month: 2 },
  marketingConsent: true,
};

describe("the account service", () => {
  it("registers a customer with a hash of the password, never the password", async () => {
    const { accounts, store } = service();
    const result = await accounts.register(input);
    expect(result).toMatchObject({ ok: true, customer: { id: "customer-1", firstName: "Ada" } });
    const stored = store.rows.get("customer-1");
    expect(stored?.passwordHash.logN).toBe(CHEAP.logN);
    expect(JSON.stringify(stored)).not.toContain("Sea-glass 7");
  });

  it("refuses an e-mail that has an account without saying so", async () => {
    const { accounts } = service();
    await accounts.register(input);
    const again = await accounts.register({ ...input, email: "ADA@example.com " });
    expect(again).toEqual({ ok: false, reason: "refused", message: REGISTRATION_REFUSED_MESSAGE });
    expect(REGISTRATION_REFUSED_MESSAGE).toBe(
      "We couldn't create an account with these details. If you already have an account, sign in or reset your password.",
    );
  });

  it("refuses a common password and a mismatched confirmation", async () => {
    const { accounts } = service();
    const common = await accounts.register({
      ...input,
      password: "Password1!",
      confirmPassword: "Password1!",
    });
    expect(common).toMatchObject({
      ok: false,
      reason: "invalid",
      fields: { password: "Not a commonly used password" },
    });
    const mismatch = await accounts.register({ ...input, confirmPassword: "Sea-glass 8" });
    expect(mismatch).toEqual({
      ok: false,
      reason: "invalid",
      fields: { confirmPassword: PASSWORD_MISMATCH_MESSAGE },
    });
  });

  it("signs in with the password, the e-mail in any letter case", async () => {
    const { accounts } = service();
    await accounts.register(input);
    expect(await accounts.authenticate("ada@EXAMPLE.com", "Sea-glass 7")).toMatchObject({
      ok: true,
      customer: { id: "customer-1" },
    });
  });

  it("answers a wrong password and an unknown e-mail in the same words", async () => {
    const { accounts } = service();
    await accounts.register(input);
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
    await accounts.register(input);
    const row = store.rows.get("customer-1");
    if (!row) throw new Error("not registered");
    row.passwordHash = await hashPassword("Sea-glass 7", { logN: 9, r: 8, p: 1 });
    expect((await accounts.authenticate("ada@example.com", "Sea-glass 7")).ok).toBe(true);
    expect(store.rows.get("customer-1")?.passwordHash.logN).toBe(CHEAP.logN);
  });
});
