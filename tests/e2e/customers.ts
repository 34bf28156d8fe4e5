import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

// A customer for journeys about what comes after registering (my account, password links, the bag at sign-in).
// They register through the sign-in page's own action, as its form posts, from the page's browser context, then
// follow the link the registration mails (read in the development mailbox), so the session cookie is the
// browser's. The form itself is driven, rule by rule, in accounts.spec.ts; filling it again in each setup only
// cost time.

/** Registering hashes with scrypt (N = 2^17) on the production build: seconds on a busy two-core machine. */
export const HASHING_TIMEOUT_MS = 30_000;

export interface NewCustomer {
  email: string;
  password: string;
  firstName: string;
}

interface RegistrationOptions {
  /** The version whose sign-in page registers the customer (default uk). */
  version?: string;
  /** Where the page's action sends the new customer (the form's returnTo field). */
  returnTo?: string;
  email?: string;
  password?: string;
  title?: string;
  firstName?: string;
  lastName?: string;
}

/**
 * The newest e-mail to `email` with `subject` as the development mailbox shows it (this machine may read it),
 * fetched without opening it in the page.
 */
export async function mailboxMessage(
  page: Page,
  version: string,
  email: string,
  subject: string,
): Promise<string> {
  const list = await (await page.request.get(`/${version}/dev/mailbox`)).text();
  const item = list.split("<li").find((entry) => entry.includes(email) && entry.includes(subject));
  const id = /[?&](?:amp;)?id=([0-9a-f-]{36})/.exec(item ?? "")?.[1];
  expect(id, `an e-mail "${subject}" to ${email} in the mailbox`).toBeTruthy();
  return (await page.request.get(`/${version}/dev/mailbox?id=${id}`)).text();
}

/** The path of the link in the newest e-mail to `email` with `subject` (mailboxMessage). */
export async function mailedLink(
  page: Page,
  version: string,
  email: string,
  subject: string,
): Promise<string> {
  const message = await mailboxMessage(page, version, email, subject);
  const link = /https?:\/\/[^\s"<]+token=[A-Za-z0-9_-]{43}/.exec(message)?.[0];
  expect(link, "the e-mail carries a link").toBeTruthy();
  const url = new URL(link as string);
  return `${url.pathname}${url.search}`;
}

/**
 * Registers a customer through POST /{version}/login/register with the session's CSRF token, then follows the
 * link the registration mails, signed in in this page's browser context; answers where the link sent them (its
 * 303 Location: the registration's returnTo).
 */
export async function registerCustomer(
  page: Page,
  options: RegistrationOptions = {},
): Promise<NewCustomer & { location: string }> {
  const version = options.version ?? "uk";
  const customer = {
    email: options.email ?? `customer-${randomUUID()}@example.com`,
    password: options.password ?? "Sea-glass 7 shore",
    firstName: options.firstName ?? "Ada",
  };
  // The universal variable starts the session the way the first page view does and carries its CSRF token.
  const universal = await page.request.get(`/api/common/universalVariable.json?url=/${version}/`);
  expect(universal.status()).toBe(200);
  const { csrfToken } = (await universal.json()) as { csrfToken: string };
  const response = await page.request.post(`/${version}/login/register`, {
    headers: { "x-csrf-token": csrfToken },
    form: {
      intent: "register",
      title: options.title ?? "Ms",
      firstName: customer.firstName,
      lastName: options.lastName ?? "Lovelace",
      phone: "07700 900123",
      email: customer.email,
      password: customer.password,
      confirmPassword: customer.password,
      ...(options.returnTo ? { returnTo: options.returnTo } : {}),
    },
    maxRedirects: 0,
    timeout: HASHING_TIMEOUT_MS,
  });
  expect(response.status(), "the registration is accepted and answered with a redirect").toBe(303);
  const link = await mailedLink(page, version, customer.email, "Finish creating your account");
  const confirmed = await page.request.get(link, { maxRedirects: 0, timeout: HASHING_TIMEOUT_MS });
  expect(confirmed.status(), "the link makes the account and signs the customer in").toBe(303);
  return { ...customer, location: confirmed.headers().location ?? "" };
}
