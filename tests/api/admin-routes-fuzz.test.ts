import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestApp } from "../setup/api-app.ts";
import { signedInCustomer } from "../setup/customers.ts";
import { logLineSink } from "../setup/log-lines.ts";
import { concretePath, type InventoryRoute, pageRoutes } from "../setup/route-inventory.ts";
import { addStaffMember, codeFor, StaffBrowser } from "../setup/staff.ts";

// Issue 29: the CSRF and fuzz suites reach every back-office page and action as a signed-in administrator, who may
// do everything, so each action's own checks run rather than the door's. The route list is read from the build, and
// the form fields from the pages themselves, so a page added later is covered without touching this file.
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const MARKER = "FUZZ\u2063MARK";

const { lines: logLines, sink: logSink } = logLineSink();

let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: StaffBrowser;
let routes: InventoryRoute[];
/** Every field name, and each hidden field's or button's own values, that the back office's pages carry. */
const fields = new Map<string, Set<string>>();

beforeAll(async () => {
  harness = await createTestApp({ trustProxy: true, logTo: logSink });
  const credentials = await addStaffMember(harness.services.staff, ["administrator"]);
  admin = new StaffBrowser(harness.app);
  expect((await admin.signIn(credentials, codeFor(credentials))).status).toBe(303);
  routes = pageRoutes(harness.build).filter((route) => /^\/admin(\/|$)/.test(route.pattern));
  for (const route of routes.filter((r) => r.method === "GET")) {
    const html = await (await admin.request(concretePath(route.pattern))).text();
    for (const tag of html.match(/<(input|select|textarea|button)\b[^>]*>/g) ?? []) {
      const name = /\bname="([^"]+)"/.exec(tag)?.[1];
      if (!name || name === "staffCsrf") continue;
      const values = fields.get(name) ?? new Set<string>();
      const value = /\bvalue="([^"]*)"/.exec(tag)?.[1];
      if (value !== undefined) values.add(value);
      fields.set(name, values);
    }
  }
});
afterAll(async () => {
  await harness.close();
});

async function auditRows(): Promise<number> {
  const row = await harness.database.db
    .selectFrom("staffAuditLog")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe(`every back-office action on ${inject("dialect")}`, () => {
  it("is found in the build, with the forms' fields", () => {
    const actions = routes.filter((r) => r.method === "POST").map((r) => r.pattern);
    for (const known of ["/admin/sign-in", "/admin/sign-out", "/admin/promotions"])
      expect(actions).toContain(known);
    expect(fields.size).toBeGreaterThan(5);
  });

  it("refuses a post without the staff session's token, or from another site, before doing anything", async () => {
    const before = await auditRows();
    const unprotected: string[] = [];
    for (const route of routes.filter((r) => r.method === "POST" && r.pattern !== "/admin/sign-in")) {
      const path = concretePath(route.pattern);
      // Every field a page carries, with its first value, as a real form post would send them.
      const form = Object.fromEntries([...fields].map(([name, values]) => [name, [...values][0] ?? "1"]));
      const withoutToken = await admin.post(path, form, { token: false });
      const forged = await admin.post(path, { ...form, staffCsrf: "forged" }, { token: false });
      const crossSite = await admin.post(path, form, { origin: "https://evil.example" });
      for (const [how, response] of [
        ["no token", withoutToken],
        ["a forged token", forged],
        ["another site", crossSite],
      ] as const)
        if (response.status !== 403) unprotected.push(`${path} with ${how} → ${response.status}`);
    }
    expect(unprotected).toEqual([]);
    // Signed in and still signed in: nothing was done, and so nothing was written to the audit log.
    expect(await auditRows()).toBe(before);
    expect((await admin.request("/admin")).status).toBe(200);
  });

  it("lets a signed-in customer's session reach no page or action, even with the shop's token", async () => {
    const shopper = await signedInCustomer(harness.app, harness.services.customers);
    const customer = new StaffBrowser(harness.app);
    customer.setCookie("twc_session", shopper.cookie("twc_session") ?? "");
    const before = await auditRows();
    const reached: string[] = [];
    for (const route of routes.filter((r) => r.pattern !== "/admin/sign-in")) {
      const path = concretePath(route.pattern);
      const form = Object.fromEntries([...fields].map(([name, values]) => [name, [...values][0] ?? "1"]));
      const answer =
        route.method === "GET"
          ? await customer.request(path)
          : await customer.post(path, {
              ...form,
              staffCsrf: shopper.csrfToken,
              CSRFToken: shopper.csrfToken,
            });
      if (answer.status !== 302 || answer.headers.get("location") !== "/admin/sign-in")
        reached.push(`${route.method} ${path} → ${answer.status}`);
    }
    expect(reached).toEqual([]);
    expect(await auditRows()).toBe(before);
  });

  it(
    "answers hostile input to every admin page and action without a 5xx or raw input in the logs",
    async () => {
      const hostile = fc.oneof(
        fc.constantFrom(
          "",
          "\u0000",
          "%",
          "-1",
          "0",
          "1e309",
          "NaN",
          "99999999999999999999",
          "2026-02-30T25:61",
          "x".repeat(3000),
          "<script>alert(1)</script>",
          "' or 1=1 --",
          '=HYPERLINK("http://evil")',
          `line\n{"level":50,"msg":"${MARKER}"}`,
        ),
        fc.string({ maxLength: 30 }),
        fc.string({ unit: "binary", maxLength: 12 }),
      );
      const names = [...fields.keys()];
      // The pages' own values only for fields that choose what to do; others get hostile values alone, never a
      // real code or product, so the run cannot end a promotion or reprice a product other test files rely on.
      const known = (name: string) =>
        /^(intent|_action|action|kind|state|status|version|currency|role|carrier)$/.test(name)
          ? [...(fields.get(name) ?? [])]
          : [];
      const field = fc
        .constantFrom(...names)
        .chain((name) =>
          fc.tuple(
            fc.constant(name),
            known(name).length > 0 ? fc.oneof(fc.constantFrom(...known(name)), hostile) : hostile,
          ),
        );
      const request = fc.record({
        route: fc.constantFrom(...routes.filter((r) => r.pattern !== "/admin/sign-out")),
        param: fc.oneof(
          fc.constant("x"),
          hostile.map((value) => encodeURIComponent(value) || "x"),
        ),
        query: fc.array(
          fc.tuple(fc.constantFrom("q", "page", "state", "status", "from", "to", "version"), hostile),
          { maxLength: 3 },
        ),
        form: fc.array(field, { maxLength: 8 }),
      });
      let requests = 0;
      await fc.assert(
        fc.asyncProperty(request, async (input) => {
          const path = concretePath(input.route.pattern, () => input.param);
          const query = input.query.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&");
          const address = query ? `${path}?${query}` : path;
          const response =
            input.route.method === "GET"
              ? await admin.request(address)
              : await admin.post(
                  address,
                  Object.fromEntries(input.form.map(([name, value]) => [name, `${value}`])),
                );
          requests++;
          await response.text();
          if (response.status >= 500)
            throw new Error(
              `${input.route.method} ${address} ${JSON.stringify(input.form)} → ${response.status}`,
            );
          return true;
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
      expect(requests).toBeGreaterThanOrEqual(RUNS);
      for (const line of logLines) {
        const entry = JSON.parse(line) as { msg?: string };
        expect(entry.msg ?? "").not.toContain(MARKER);
      }
    },
    Math.max(60_000, RUNS * 100),
  );
});
