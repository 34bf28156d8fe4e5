import { randomUUID } from "node:crypto";
import type { PasswordHash } from "../../core/accounts/account-types.ts";
import type { CustomerRepository, NewCustomer } from "../../core/accounts/customer-ports.ts";
import { hashPassword } from "../../core/accounts/password-hashing.ts";
import { Shopper, TEST_PASSWORD_PARAMETERS } from "./api-app.ts";

/**
 * A hash no password matches, for customers a test never signs in as: hashing a real one costs a few
 * milliseconds each, for nothing.
 */
export const UNUSABLE_PASSWORD_HASH: PasswordHash = {
  algorithm: "scrypt",
  logN: 17,
  r: 8,
  p: 1,
  salt: "c2FsdA==",
  hash: "aGFzaA==",
};

/**
 * A registered customer, Ms Ada Lovelace, written straight to the customer store (no sign-up form, no e-mail):
 * for API tests that need an account to act on. Anything given replaces the default; the id is new and the
 * e-mail made from it unless given. Throws when the e-mail already has an account.
 */
export async function createCustomer(
  customers: Pick<CustomerRepository, "create">,
  fields: Partial<NewCustomer> = {},
  now = new Date(),
): Promise<{ id: string; email: string }> {
  const id = fields.id ?? randomUUID();
  const customer: NewCustomer = {
    id,
    email: `${id}@example.com`,
    title: "Ms",
    firstName: "Ada",
    lastName: "Lovelace",
    phone: "07700900000",
    birthday: null,
    customerType: "registered",
    marketingConsent: false,
    passwordHash: UNUSABLE_PASSWORD_HASH,
    ...fields,
  };
  const created = await customers.create(customer, now);
  if (!created.created) throw new Error(`${customer.email} already has an account`);
  return { id, email: customer.email };
}

/**
 * A customer signed in through the shop's own sign-in form: the shopper's session cookie and CSRF token, for tests
 * that try another part of the site (the back office) with a customer's credentials.
 */
export async function signedInCustomer(
  app: ConstructorParameters<typeof Shopper>[0],
  customers: Pick<CustomerRepository, "create">,
) {
  const email = `customer-${randomUUID()}@example.com`;
  const password = "Sea-glass 7 shore";
  await createCustomer(customers, {
    email,
    passwordHash: await hashPassword(password, TEST_PASSWORD_PARAMETERS),
  });
  const shopper = await new Shopper(app).begin();
  const signIn = await shopper.request("/uk/login", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    body: new URLSearchParams({ intent: "signIn", email, password }),
  });
  if (signIn.status !== 303) throw new Error(`The shop's sign-in answered ${signIn.status}`);
  return shopper;
}
