// The contract of accounts (spec 001 §3 "Universal user data", "My account", §5, §6): what every part of
// sign-in, registration, passwords, tokens, e-mail and my account shares. Types only.

/** spec 001 §6: B2B is a flag of a registered customer (blocked from Google Pay in the bag). */
export type CustomerType = "registered" | "b2b";

/** A birthday without a year (spec 001 §5: DD and MM valid). */
export interface Birthday {
  day: number;
  month: number;
}

export interface Customer {
  /** Opaque random id (uuid); never an e-mail. */
  id: string;
  /** As the customer typed it; unique case-insensitively. */
  email: string;
  title: string;
  firstName: string;
  lastName: string;
  phone: string;
  birthday: Birthday | null;
  customerType: CustomerType;
  marketingConsent: boolean;
  createdAt: string;
}

/** What registration takes (spec 001 §5 field rules; the password twice, checked to match). */
export interface RegistrationInput {
  email: string;
  title: string;
  firstName: string;
  lastName: string;
  phone: string;
  password: string;
  confirmPassword: string;
  birthday?: Birthday | null;
  marketingConsent: boolean;
}

/**
 * A stored password hash with the parameters it was made with, so hashes made with weaker parameters are
 * upgraded at the next sign-in (ARCHITECTURE.md "Security": scrypt N ≥ 2^17, r 8, p 1).
 */
export interface PasswordHash {
  algorithm: "scrypt";
  /** log2 of scrypt's N. */
  logN: number;
  r: number;
  p: number;
  /** base64 */
  salt: string;
  /** base64 */
  hash: string;
}

/** spec 001 §7 forgottenpasswordtokens flows. */
export type PasswordTokenFlow = "RESETPASSWORD" | "SIGNINWITHOUTPASSWORD";

/**
 * Who the visitor is on this request (spec 000 §6, 001 §4 idle time): a guest; signed in (within the 30-minute
 * idle time of their last request); or soft logged in (remembered after the idle time: greeted, cart and saved
 * items kept, but asked for the password again before account pages, saved cards or placing an order).
 */
export type VisitorState =
  | { kind: "guest" }
  | { kind: "signedIn"; customerId: string }
  | { kind: "softLoggedIn"; customerId: string };

/** spec 001 §4, §9: idle time 30 minutes. */
export const IDLE_TIME_MS = 1_800_000;
