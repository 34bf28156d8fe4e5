import type { Customer, PasswordHash } from "./account-types.ts";

// What accounts need from storage (data/repositories/customer-repository.ts).

export interface NewCustomer extends Omit<Customer, "createdAt"> {
  passwordHash: PasswordHash;
}

export type CustomerDetails = Pick<
  Customer,
  "title" | "firstName" | "lastName" | "phone" | "birthday" | "marketingConsent"
>;

export interface CustomerRepository {
  /** Adds the customer; `{ created: false }` when the e-mail (case-insensitively) already has an account. */
  create(customer: NewCustomer, now: Date): Promise<{ created: true } | { created: false }>;
  findById(id: string): Promise<Customer | null>;
  /** With its password hash, for signing in; the e-mail is matched case-insensitively. */
  findByEmail(email: string): Promise<{ customer: Customer; passwordHash: PasswordHash } | null>;
  passwordHashOf(id: string): Promise<PasswordHash | null>;
  setPassword(id: string, hash: PasswordHash, now: Date): Promise<void>;
  updateDetails(id: string, details: CustomerDetails, now: Date): Promise<void>;
}

/** The unique key of an e-mail: trimmed and lower-cased. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
