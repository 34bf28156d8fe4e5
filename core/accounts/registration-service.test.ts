import { describe, expect, it } from "vitest";
import type { OutboxMessage } from "../mail/mail-types.ts";
import type { Customer, PasswordHash, RegistrationInput } from "./account-types.ts";
import { emailKey } from "./customer-ports.ts";
import { hashPassword } from "./password-hashing.ts";
import { PASSWORD_MISMATCH_MESSAGE } from "./password-rules.ts";
import type { PendingRegistration, RegistrationStore } from "./registration-ports.ts";
import { createRegistrationService, REGISTRATION_LINK_LIFETIME_MS } from "./registration-service.ts";

const CHEAP = { logN: 10, r: 8, p: 1 };
const NOW = new Date("2026-11-26T12:00:00.000Z");

type Waiting = PendingRegistration & { tokenHash: string; expiresAt: Date; usedAt: Date | null };

/** The store in memory, with the repository's rules: one live registration per address, a link works once. */
function memoryStore() {
  const waiting: Waiting[] = [];
  const mail: OutboxMessage[] = [];
  const accounts = new Map<string, { id: string; passwordHash: PasswordHash }>();
  const retire = (key: string, now: Date) => {
    for (const row of waiting) if (emailKey(row.email) === key && !row.usedAt) row.usedAt = now;
  };
  const store: RegistrationStore = {
    async open(registration, message, now) {
      retire(emailKey(registration.email), now);
      waiting.push({ ...registration, usedAt: null });
      mail.push(message);
    },
    async notifyOwner(key, message, now) {
      retire(key, now);
      mail.push(message);
    },
    async complete(tokenHash, customerId, now) {
      const row = waiting.find((r) => r.tokenHash === tokenHash && !r.usedAt && r.expiresAt > now);
      if (!row) return { kind: "invalid" };
      row.usedAt = now;
      if (accounts.has(emailKey(row.email))) return { kind: "taken" };
      accounts.set(emailKey(row.email), { id: customerId, passwordHash: row.passwordHash });
      return { kind: "created", customerId, redirectUrl: row.redirectUrl };
    },
    async deleteSpent() {},
  };
  return { store, waiting, mail, accounts };
}

const ada: Customer = {
  id: "customer-ada",
  email: "Ada@Example.com",
  title: "Ms",
  firstName: "Ada",
  lastName: "Lovelace",
  phone: "07700 900123",
  birthday: null,
  customerType: "registered",
  marketingConsent: false,
  createdAt: NOW.toISOString(),
};

function service() {
  const memory = memoryStore();
  let hashes = 0;
  let next = 0;
  const registrations = createRegistrationService({
    customers: {
      findByEmail: async (email) =>
        emailKey(email) === emailKey(ada.email)
          ? { customer: ada, passwordHash: await hashPassword("Ada's own 1!", CHEAP) }
          : null,
    },
    store: memory.store,
    hashPassword: (password) => {
      hashes++;
      return hashPassword(password, CHEAP);
    },
    commonPasswords: new Set(["password1!"]),
    newId: () => `customer-${++next}`,
    origin: "https://shop.example",
  });
  return { registrations, memory, hashes: () => hashes };
}

const input: RegistrationInput = {
  email: "grace@example.com ",
  title: "Ms",
  firstName: " Grace",
  lastName: "Hopper",
  phone: "07700 900123",
  password: "Sea-glass 7",
  confirmPassword: "Sea-glass 7",
  birthday: { day: 9, month: 12 },
  marketingConsent: true,
};
const context = { version: "uk", redirectUrl: "/uk/bag", now: NOW };

const tokenIn = (message: OutboxMessage | undefined) =>
  /token=([A-Za-z0-9_-]{43})/.exec(message?.text ?? "")?.[1] ?? "";

describe("registering", () => {
  it("answers a new address and one with an account alike, hashing the password in both", async () => {
    const { registrations, memory, hashes } = service();
    const fresh = await registrations.register(input, context);
    const taken = await registrations.register({ ...input, email: "ADA@example.com" }, context);
    expect(fresh.ok && taken.ok).toBe(true);
    expect(hashes()).toBe(2);
    expect(memory.accounts.size).toBe(0);
    const [confirmation, notice] = memory.mail;
    expect(confirmation).toMatchObject({ to: "grace@example.com", kind: "registration-confirmation" });
    expect(confirmation?.text).toContain("https://shop.example/uk/login/register/confirm?token=");
    expect(notice).toMatchObject({ to: "Ada@Example.com", kind: "registration-existing-account" });
    expect(notice?.text).toContain("Sign in: https://shop.example/uk/login\n");
    expect(notice?.text).toContain("https://shop.example/uk/login/pw/request");
    expect(notice?.text).not.toContain("token=");
  });

  it("keeps a hash of the password and the link's hash, never either in the clear", async () => {
    const { registrations, memory } = service();
    await registrations.register(input, context);
    const [row] = memory.waiting;
    expect(row).toMatchObject({
      email: "grace@example.com",
      firstName: "Grace",
      birthday: { day: 9, month: 12 },
      marketingConsent: true,
      redirectUrl: "/uk/bag",
      expiresAt: new Date(NOW.getTime() + REGISTRATION_LINK_LIFETIME_MS),
    });
    expect(JSON.stringify(row)).not.toContain("Sea-glass 7");
    expect(JSON.stringify(row)).not.toContain(tokenIn(memory.mail[0]));
  });

  it("makes the account from the link once, and not after it expires", async () => {
    const { registrations, memory } = service();
    await registrations.register(input, context);
    const token = tokenIn(memory.mail[0]);
    expect(await registrations.complete(token, new Date(NOW.getTime() + 60_000))).toEqual({
      kind: "created",
      customerId: "customer-1",
      redirectUrl: "/uk/bag",
    });
    expect(await registrations.complete(token, new Date(NOW.getTime() + 120_000))).toEqual({
      kind: "invalid",
    });
    await registrations.register({ ...input, email: "late@example.com" }, context);
    const late = tokenIn(memory.mail[1]);
    const tooLate = new Date(NOW.getTime() + REGISTRATION_LINK_LIFETIME_MS + 1);
    expect(await registrations.complete(late, tooLate)).toEqual({ kind: "invalid" });
    expect(await registrations.complete("not a token", NOW)).toEqual({ kind: "invalid" });
  });

  it("drops a redirect that leaves the site", async () => {
    const { registrations, memory } = service();
    await registrations.register(input, { ...context, redirectUrl: "//evil.example/" });
    expect(memory.waiting[0]?.redirectUrl).toBeNull();
  });

  it("refuses a common password and a mismatched confirmation before hashing or mailing", async () => {
    const { registrations, memory, hashes } = service();
    const common = await registrations.register(
      { ...input, password: "Password1!", confirmPassword: "Password1!" },
      context,
    );
    expect(common).toMatchObject({
      ok: false,
      reason: "invalid",
      fields: { password: "Not a commonly used password" },
    });
    const mismatch = await registrations.register({ ...input, confirmPassword: "Sea-glass 8" }, context);
    expect(mismatch).toEqual({
      ok: false,
      reason: "invalid",
      fields: { confirmPassword: PASSWORD_MISMATCH_MESSAGE },
    });
    expect(hashes()).toBe(0);
    expect(memory.mail).toEqual([]);
  });
});
