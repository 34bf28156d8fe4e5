import { z } from "zod";
import { addDays } from "../delivery/iso-date.ts";
import { londonInstant } from "../delivery/london-clock.ts";
import { ORDER_STATUSES, type OrderStatus } from "../order-life/order-status.ts";
import { VERSIONS, type Version } from "../site/versions.ts";
import {
  emailKey,
  nameKey,
  ORDER_PAYMENT_METHODS,
  type OrderPaymentMethod,
  postcodeKey,
} from "./search-keys.ts";

// The back office's order list query (issue 29 point 2): one search box and four filters, read from the address
// bar so a list can be bookmarked, shared and exported as it is shown. Everything is checked here, once, for the
// page and the CSV alike; an unusable value is refused with a message, never guessed at.

export const ORDER_PAGE_SIZE = 50;
/** Past this page the list is narrowed, not paged: offsets stay small enough to read through the index. */
export const MAX_ORDER_PAGE = 1_000;

/** What one search term may be; every kind is tried at once and an order matching any of them is listed. */
export interface OrderSearch {
  /** As typed, when it could be an order number (digits only). */
  orderNumber: string | null;
  /** Lower-cased, when it could be an e-mail address (has an @). */
  email: string | null;
  /** Without spaces, upper-cased, when it could be a postcode (letters, digits, spaces and a hyphen, ≤ 10). */
  postcode: string | null;
  /** Lower-cased full name or surname, when it has a letter and no @. */
  name: string | null;
}

export interface OrderListFilter {
  search: OrderSearch | null;
  status: OrderStatus | null;
  version: Version | null;
  paymentMethod: OrderPaymentMethod | null;
  /** Placed at or after this instant (midnight in London of the "from" date). */
  placedFrom: string | null;
  /** Placed before this instant (midnight in London after the "to" date: the "to" date is included). */
  placedBefore: string | null;
}

/** The query as the page's form names it, for links and the CSV's address. */
export interface OrderListParams {
  q: string;
  status: OrderStatus | "";
  version: Version | "";
  payment: OrderPaymentMethod | "";
  from: string;
  to: string;
}

export const ORDER_QUERY_MESSAGES = {
  search: "Search for an order number, an e-mail address, a name or a postcode of at most 100 characters.",
  status: "Choose a status from the list.",
  version: "Choose a version from the list.",
  payment: "Choose a way of paying from the list.",
  date: "Enter a date as YYYY-MM-DD.",
  range: "The “to” date must not be before the “from” date.",
  page: "Pages are numbered from 1.",
} as const;

/** A real calendar date as YYYY-MM-DD (2026-02-30 is refused, not rolled over), or "" for none. */
const day = z
  .string()
  .trim()
  .refine(
    (text) =>
      text === "" ||
      (/^\d{4}-\d{2}-\d{2}$/.test(text) &&
        !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
        new Date(`${text}T00:00:00Z`).toISOString().startsWith(text)),
    ORDER_QUERY_MESSAGES.date,
  )
  .default("");

/** "" (not chosen) or one of `values`; one enum, so a wrong value reads the field's own message. */
const choice = <const T extends readonly string[]>(values: T, message: string) =>
  z.enum(["", ...values] as ["", ...T], message).default("");

export const orderListQuerySchema = z.object({
  q: z.string().trim().max(100, ORDER_QUERY_MESSAGES.search).default(""),
  status: choice(ORDER_STATUSES, ORDER_QUERY_MESSAGES.status),
  version: choice(VERSIONS, ORDER_QUERY_MESSAGES.version),
  payment: choice(ORDER_PAYMENT_METHODS, ORDER_QUERY_MESSAGES.payment),
  from: day,
  to: day,
  page: z
    .union([z.literal(""), z.string().regex(/^\d{1,6}$/, ORDER_QUERY_MESSAGES.page)])
    .default("")
    .transform((page) => (page === "" ? 1 : Number(page)))
    .pipe(z.number().int().min(1, ORDER_QUERY_MESSAGES.page).max(MAX_ORDER_PAGE, ORDER_QUERY_MESSAGES.page)),
});

/** Reads one search term as every kind it could be. */
export function orderSearchOf(term: string): OrderSearch | null {
  const text = term.trim();
  if (!text) return null;
  const orderNumber = /^\d{4,20}$/.test(text) ? text : null;
  const email = text.includes("@") ? emailKey(text) : null;
  const postcode =
    !email && /^[A-Za-z0-9][A-Za-z0-9 -]{1,12}$/.test(text) && /\d/.test(text) ? postcodeKey(text) : null;
  const name = !email && /\p{L}/u.test(text) ? nameKey(text) : null;
  return { orderNumber, email, postcode, name };
}

export type OrderListQuery =
  | { ok: true; filter: OrderListFilter; params: OrderListParams; page: number }
  | { ok: false; message: string };

/** The address bar's query, checked; a refusal carries the first problem's message. */
export function parseOrderListQuery(query: Record<string, string | undefined>): OrderListQuery {
  const parsed = orderListQuerySchema.safeParse(query);
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? ORDER_QUERY_MESSAGES.search };
  const { q, status, version, payment, from, to, page } = parsed.data;
  if (from && to && to < from) return { ok: false, message: ORDER_QUERY_MESSAGES.range };
  return {
    ok: true,
    page,
    params: { q, status, version, payment, from, to },
    filter: {
      search: orderSearchOf(q),
      status: status || null,
      version: version || null,
      paymentMethod: payment || null,
      placedFrom: from ? londonInstant(from, 0).toISOString() : null,
      placedBefore: to ? londonInstant(addDays(to, 1), 0).toISOString() : null,
    },
  };
}

/** The query string of `params` (empty values left out), with a page when past the first. */
export function orderListSearch(params: OrderListParams, page = 1): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `?${text}` : "";
}
