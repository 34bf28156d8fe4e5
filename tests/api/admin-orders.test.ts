import { randomInt, randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { parseOrderListQuery } from "../../core/order-admin/order-list-query.ts";
import { orderSearchColumns } from "../../core/order-admin/search-keys.ts";
import type { OrderStatus } from "../../core/order-life/order-status.ts";
import { orderListPage } from "../../data/repositories/order-admin-repository.ts";
import { createOrderRepository } from "../../data/repositories/order-repository.ts";
import { createTestApp } from "../setup/api-app.ts";
import {
  findParcelVariant,
  MILSOM_STREET,
  orderNumbersFor,
  orderWorkflow,
  payingWith,
  readyGuestCart,
  recordingAcquirer,
} from "../setup/order-harness.ts";
import { addStaffMember, codeFor, StaffBrowser } from "../setup/staff.ts";

// The back office's order list (issue 29 point 2) on each dialect: each kind of search finds its order and no
// other, the filters and London dates, newest-first paging through a few thousand orders read through an index, the
// CSV with its formula guard, and only staff allowed to view orders get any of it. The test's orders are dated in
// 2031 and 2032 with this run's own names, e-mails and postcodes, so other files' orders never match them.

let harness: Awaited<ReturnType<typeof createTestApp>>;
const tag = randomUUID().replaceAll("-", "").slice(0, 8);
const TAG = tag.replace(/\d/g, "").toUpperCase() || "Q";
const prefix = `ao-${tag}-`;
let postcodes = 10;
/** A made-up postcode no other order of the run has (the seed's and other files' orders use real ones). */
const postcode = () => `QQ${postcodes++} ${randomInt(1, 9)}QQ`;
const BULK = 3_000;

interface Fixture {
  key: string;
  first: string;
  last: string;
  email: string;
  postcode: string;
  delivered: boolean;
  version: "uk" | "us" | "row";
  currency: string;
  payment: "card" | "paypal" | "wallet" | "giftCard";
  status: OrderStatus;
  createdAt: string;
  total: number;
}

const fixtures: Fixture[] = [
  {
    key: "ann",
    first: "Ann",
    last: `Smith${TAG}`,
    email: `Ann.${tag}@Example.com`,
    postcode: postcode(),
    delivered: true,
    version: "uk",
    currency: "GBP",
    payment: "card",
    status: "placed",
    createdAt: "2031-03-01T10:00:00.000Z",
    total: 3395,
  },
  {
    key: "bob",
    first: "Bob",
    last: `Jones${TAG}`,
    email: `bob.${tag}@example.com`,
    postcode: postcode(),
    delivered: true,
    version: "us",
    currency: "USD",
    payment: "paypal",
    status: "dispatched",
    createdAt: "2031-03-02T10:00:00.000Z",
    total: 12050,
  },
  // Collected: no delivery address, found by the billing postcode; same surname as Ann.
  {
    key: "cat",
    first: "Cat",
    last: `Smith${TAG}`,
    email: `cat.${tag}@example.com`,
    postcode: postcode(),
    delivered: false,
    version: "row",
    currency: "EUR",
    payment: "giftCard",
    status: "cancelled",
    createdAt: "2031-03-03T10:00:00.000Z",
    total: 5000,
  },
  // 23:30 UTC on 31 March 2031 is 00:30 on 1 April in London (summer time began on the 30th).
  {
    key: "dan",
    first: "Dan",
    last: `Brown${TAG}`,
    email: `dan.${tag}@example.com`,
    postcode: postcode(),
    delivered: true,
    version: "uk",
    currency: "GBP",
    payment: "wallet",
    status: "partlyRefunded",
    createdAt: "2031-03-31T23:30:00.000Z",
    total: 2000,
  },
  // A name and an e-mail a spreadsheet would run as formulas.
  {
    key: "eve",
    first: '=HYPERLINK("http://evil.example")',
    last: `-Evil${TAG}`,
    email: `+eve.${tag}@example.com`,
    postcode: postcode(),
    delivered: true,
    version: "uk",
    currency: "GBP",
    payment: "card",
    status: "placed",
    createdAt: "2031-03-05T10:00:00.000Z",
    total: 1999,
  },
];
// Placed six and a half days ago by card with nothing captured: its authorisation lapses within the day.
const expiring: Fixture = {
  key: "fay",
  first: "Fay",
  last: `Late${TAG}`,
  email: `fay.${tag}@example.com`,
  postcode: postcode(),
  delivered: true,
  version: "uk",
  currency: "GBP",
  payment: "card",
  status: "placed",
  createdAt: new Date(Date.now() - 6.5 * 86_400_000).toISOString(),
  total: 4200,
};
const numbers = new Map<string, string>();
let guestEmail = "";

const person = (first: string, last: string) => ({
  title: "Mx",
  firstName: first,
  lastName: last,
  phoneNumber: "",
});
const address = (code: string) => ({ ...MILSOM_STREET, postcode: code });

function rowOf(fixture: Fixture, id: string, orderNumber: string) {
  const delivery = fixture.delivered
    ? { person: person(fixture.first, fixture.last), address: address(fixture.postcode) }
    : { person: person(fixture.first, fixture.last), address: null };
  const billing = { person: person(fixture.first, fixture.last), address: address(fixture.postcode) };
  const payments =
    fixture.payment === "giftCard"
      ? { card: null, giftCards: [{ lastFour: "1234", amount: fixture.total }] }
      : {
          card: {
            paymentId: `${fixture.payment === "wallet" ? "wlt_pay_" : fixture.payment === "paypal" ? "PPSBX-P-" : "pay-"}${id}`,
            amount: fixture.total,
            maskedNumber: null,
            brand: null,
          },
          giftCards: [],
        };
  return {
    id,
    orderNumber,
    guestTokenHash: "hash",
    customerId: null,
    email: fixture.email,
    version: fixture.version,
    currency: fixture.currency,
    delivery: JSON.stringify(delivery),
    billing: JSON.stringify(billing),
    subtotal: fixture.total,
    discounts: 0,
    charges: 0,
    deliveryCharge: 0,
    splitDelivery: 0,
    tax: 0,
    total: fixture.total,
    payments: JSON.stringify(payments),
    status: fixture.status,
    createdAt: fixture.createdAt,
    // As the order repository writes them (its own test is the guest's order below).
    ...orderSearchColumns({ email: fixture.email, delivery, billing }),
    paymentMethod: fixture.payment,
  };
}

const orderNumber = () => `8${String(randomInt(0, 1e9)).padStart(9, "0")}${randomInt(0, 9)}`;
const STATUSES: OrderStatus[] = [
  "placed",
  "partlyDispatched",
  "dispatched",
  "cancelled",
  "partlyRefunded",
  "refunded",
];

beforeAll(async () => {
  harness = await createTestApp({ trustProxy: true });
  const db = harness.database.db;
  for (const fixture of [...fixtures, expiring]) {
    const number = orderNumber();
    numbers.set(fixture.key, number);
    await db
      .insertInto("orders")
      .values(rowOf(fixture, `${prefix}${fixture.key}`, number))
      .execute();
  }
  // A few thousand orders through 2032, one every ~2.9 hours, statuses and versions in turn.
  const start = Date.parse("2032-01-01T00:00:00.000Z");
  const bulk = Array.from({ length: BULK }, (_, i) =>
    rowOf(
      {
        ...fixtures[0],
        key: `bulk-${i}`,
        last: `Bulk${TAG}`,
        postcode: "ZZ99 9ZZ",
        email: `bulk-${i}.${tag}@example.com`,
        status: STATUSES[i % STATUSES.length] ?? "placed",
        version: (["uk", "us", "row"] as const)[i % 3] ?? "uk",
        createdAt: new Date(start + i * 10_500_000).toISOString(),
      } as Fixture,
      `${prefix}bulk-${String(i).padStart(5, "0")}`,
      orderNumber(),
    ),
  );
  for (let i = 0; i < bulk.length; i += 250)
    await db
      .insertInto("orders")
      .values(bulk.slice(i, i + 250))
      .execute();
  if (inject("dialect") === "postgres") await sql`analyze orders`.execute(db);

  // A guest's real order, through the order workflow and the order repository's own insert.
  const variant = await findParcelVariant(db, { minStock: 5, descending: true, offset: 11 });
  const owner = await readyGuestCart(harness.services, variant.code, {
    person: person("Gil", `Guest${TAG}`),
    address: address("ba2 4ZZ"),
  });
  guestEmail = `${owner.ownerGuid}@example.com`;
  const acquirer = recordingAcquirer();
  const placed = await orderWorkflow(
    harness.services,
    createOrderRepository(db, { paymentMethodOf: () => "card" }),
    acquirer,
  ).placeOrder(payingWith(acquirer, owner));
  if (placed.status !== "placed") throw new Error(`not placed: ${JSON.stringify(placed)}`);
  const [guestNumber] = await orderNumbersFor(db, guestEmail);
  numbers.set("guest", guestNumber ?? "");
}, 120_000);

afterAll(async () => {
  const db = harness?.database.db;
  if (db) {
    await db.deleteFrom("orders").where("id", "like", `${prefix}%`).execute();
  }
  await harness?.close();
});

async function signedIn(roles: Parameters<typeof addStaffMember>[1]) {
  const credentials = await addStaffMember(harness.services.staff, roles);
  const staff = new StaffBrowser(harness.app);
  expect((await staff.signIn(credentials, codeFor(credentials))).status).toBe(303);
  return { staff, credentials };
}

/** The order numbers a list page shows, in order. */
async function listed(staff: StaffBrowser, query: string): Promise<string[]> {
  const page = await staff.request(`/admin/orders?${query}`);
  expect(page.status, query).toBe(200);
  return [...(await page.text()).matchAll(/href="\/admin\/orders\/(\d+)"/g)].map((match) => match[1] ?? "");
}

const n = (...keys: string[]) => keys.map((key) => numbers.get(key));

describe(`the back office's order list on ${inject("dialect")}`, () => {
  it("is refused without viewOrders and without a staff session, page and CSV alike", async () => {
    const { staff } = await signedIn(["merchandiser"]);
    expect((await staff.request("/admin/orders")).status).toBe(403);
    expect((await staff.request("/admin/orders.csv")).status).toBe(403);
    const home = await (await staff.request("/admin")).text();
    expect(home).not.toContain('href="/admin/orders"');
    const anonymous = new StaffBrowser(harness.app);
    for (const path of ["/admin/orders", "/admin/orders.csv?q=x"]) {
      const away = await anonymous.request(path);
      expect(away.status, path).toBe(302);
      expect(away.headers.get("location")).toBe("/admin/sign-in");
    }
  });

  it("finds an order by its number, e-mail, name, surname or postcode, and no other", async () => {
    const { staff } = await signedIn(["viewer"]);
    const home = await (await staff.request("/admin")).text();
    expect(home).toContain('href="/admin/orders"');
    const ann = fixtures[0] as Fixture;
    const cat = fixtures[2] as Fixture;
    const search = (term: string) => listed(staff, `q=${encodeURIComponent(term)}`);
    expect(await search(n("ann")[0] ?? "")).toEqual(n("ann"));
    expect(await search(ann.email.toUpperCase())).toEqual(n("ann"));
    expect(await search(`  ann   smith${TAG.toLowerCase()} `)).toEqual(n("ann"));
    expect(await search(`SMITH${TAG}`)).toEqual(n("cat", "ann"));
    expect(await search(ann.postcode.replace(" ", "").toLowerCase())).toEqual(n("ann"));
    expect(await search(` ${ann.postcode.toLowerCase()} `)).toEqual(n("ann"));
    // Collected: its billing postcode.
    expect(await search(cat.postcode)).toEqual(n("cat"));
    expect(await search(`nobody.${tag}@example.com`)).toEqual([]);
    expect(await search("!!!")).toEqual([]);
  });

  it("finds a guest's order placed through the workflow by what the order repository wrote", async () => {
    const { staff } = await signedIn(["viewer"]);
    const guest = n("guest");
    expect(guest[0]).toMatch(/^\d{11}$/);
    expect(await listed(staff, `q=${encodeURIComponent(guestEmail.toUpperCase())}`)).toEqual(guest);
    expect(await listed(staff, `q=${encodeURIComponent(`gil guest${TAG}`)}`)).toEqual(guest);
    const row = await harness.database.db
      .selectFrom("orders")
      .select(["postcodeKey", "paymentMethod"])
      .where("orderNumber", "=", guest[0] ?? "")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ postcodeKey: "BA24ZZ", paymentMethod: "card" });
  });

  it("filters by status, version, way of paying and London dates, and shows each order's columns", async () => {
    const { staff } = await signedIn(["fulfilment"]);
    const march = "from=2031-03-01&to=2031-03-31";
    expect(await listed(staff, march)).toEqual(n("eve", "cat", "bob", "ann"));
    expect(await listed(staff, "from=2031-04-01&to=2031-04-01")).toEqual(n("dan"));
    expect(await listed(staff, `${march}&status=placed`)).toEqual(n("eve", "ann"));
    expect(await listed(staff, `${march}&status=cancelled`)).toEqual(n("cat"));
    expect(await listed(staff, "from=2031-03-01&to=2031-04-30&status=partlyRefunded")).toEqual(n("dan"));
    expect(await listed(staff, `${march}&version=us`)).toEqual(n("bob"));
    expect(await listed(staff, `${march}&payment=paypal`)).toEqual(n("bob"));
    expect(await listed(staff, `${march}&payment=giftCard&version=row`)).toEqual(n("cat"));
    expect(await listed(staff, "from=2031-04-01&to=2031-04-30&payment=wallet")).toEqual(n("dan"));

    const page = await staff.request(`/admin/orders?${march}`);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain("4 orders, newest first");
    expect(html).toContain("$120.50");
    expect(html).toContain("€50");
    expect(html).toContain("Gift card only");
    expect(html).toContain("Bob Jones");
    // 10:00 UTC on 1 March is 10:00 in London; dates shown in London time.
    expect(html).toContain("1 Mar 2031, 10:00");

    for (const bad of [
      "status=lost",
      "version=fr",
      "from=2031-02-30",
      "from=2031-03-02&to=2031-03-01",
      "page=0",
    ]) {
      const refused = await staff.request(`/admin/orders?${bad}`);
      expect(refused.status, bad).toBe(400);
      expect((await staff.request(`/admin/orders.csv?${bad}`)).status, bad).toBe(400);
    }
  });

  it("flags an order whose authorisation is about to lapse", async () => {
    const { staff } = await signedIn(["viewer"]);
    const html = await (await staff.request(`/admin/orders?q=${encodeURIComponent(expiring.email)}`)).text();
    expect(html).toContain(numbers.get("fay"));
    expect(html).toMatch(/Authorisation ends \d+ \w+ \d{4}/);
    const other = await (
      await staff.request(`/admin/orders?q=${encodeURIComponent(fixtures[0]?.email ?? "")}`)
    ).text();
    expect(other).not.toContain("Authorisation ends");
  });

  it("pages through thousands newest first and reads them through an index", async () => {
    const { staff } = await signedIn(["viewer"]);
    const year = "from=2032-01-01&to=2032-12-31";
    const all = await harness.database.db
      .selectFrom("orders")
      .select("orderNumber")
      .where("id", "like", `${prefix}bulk-%`)
      .orderBy("createdAt", "desc")
      .execute();
    const expected = all.map((row) => row.orderNumber);
    const started = performance.now();
    const first = await staff.request(`/admin/orders?${year}`);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await first.text()).toContain(`${BULK} orders, newest first`);
    expect(await listed(staff, year)).toEqual(expected.slice(0, 50));
    expect(await listed(staff, `${year}&page=2`)).toEqual(expected.slice(50, 100));
    expect(await listed(staff, `${year}&page=60`)).toEqual(expected.slice(2950, 3000));
    expect(await listed(staff, `${year}&page=61`)).toEqual([]);
    const refunded = await staff.request(`/admin/orders?${year}&status=refunded`);
    expect(await refunded.text()).toContain(`${BULK / 6} orders`);

    const plan = async (query: Record<string, string>) => {
      const parsed = parseOrderListQuery(query);
      if (!parsed.ok) throw new Error(parsed.message);
      const compiled = orderListPage(harness.database.db, parsed.filter, { offset: 0, limit: 50 }).compile();
      const explain = inject("dialect") === "postgres" ? "explain" : "explain query plan";
      // The compiled query with its parameters, EXPLAINed through the same executor.
      const { rows } = await harness.database.db.executeQuery({
        ...compiled,
        sql: `${explain} ${compiled.sql}`,
      });
      return JSON.stringify(rows);
    };
    const queries: Record<string, string>[] = [
      {},
      { status: "placed" },
      { q: fixtures[0]?.email ?? "" },
      { q: `smith${TAG}` },
      { payment: "wallet" },
    ];
    for (const query of queries) {
      const text = await plan(query);
      expect(text, JSON.stringify(query)).toMatch(/orders_\w+/);
      expect(text, JSON.stringify(query)).not.toMatch(/Seq Scan on orders|"SCAN orders"/);
    }
  }, 60_000);

  it("exports the filtered list as CSV, guarded against formulas and written to the audit log", async () => {
    const { staff, credentials } = await signedIn(["customerService"]);
    const answer = await staff.request("/admin/orders.csv?from=2031-03-01&to=2031-03-31&status=placed");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const lines = (await answer.text()).split("\r\n");
    expect(lines[0]).toBe(
      "Order number,Placed (UTC),Placed (London),Customer,E-mail,Version,Payment,Currency,Total,Status,Authorisation",
    );
    expect(lines.slice(1, -1)).toEqual([
      `${numbers.get("eve")},2031-03-05T10:00:00.000Z,2031-03-05 10:00,"'=HYPERLINK(""http://evil.example"") -Evil${TAG}",'+eve.${tag}@example.com,uk,Card,GBP,19.99,Placed,`,
      `${numbers.get("ann")},2031-03-01T10:00:00.000Z,2031-03-01 10:00,Ann Smith${TAG},Ann.${tag}@Example.com,uk,Card,GBP,33.95,Placed,`,
    ]);
    expect(lines.at(-1)).toBe("");
    const entry = await harness.database.db
      .selectFrom("staffAuditLog")
      .select(["action", "afterValue"])
      .where("staffId", "=", credentials.member.id)
      .where("action", "=", "orders.export")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(entry.afterValue))).toMatchObject({ rows: 2, query: { status: "placed" } });
  });
});
