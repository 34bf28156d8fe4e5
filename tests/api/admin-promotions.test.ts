import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestApp } from "../setup/api-app.ts";
import { addStaffMember, codeFor, StaffBrowser } from "../setup/staff.ts";

// Promotion codes in the back office (issue 29 point 4): only a role that manages promotions reaches the page or
// its actions, a new code obeys core's rules, ending one is written to the audit log with the code before and after,
// and the shop's bag refuses the code from then on.

let harness: Awaited<ReturnType<typeof createTestApp>>;
const codes: string[] = [];

beforeAll(async () => {
  harness = await createTestApp({ trustProxy: true });
});
afterAll(async () => {
  if (codes.length) await harness.database.db.deleteFrom("promotions").where("code", "in", codes).execute();
  await harness.close();
});

async function signedIn(roles: Parameters<typeof addStaffMember>[1]) {
  const credentials = await addStaffMember(harness.services.staff, roles);
  const staff = new StaffBrowser(harness.app);
  expect((await staff.signIn(credentials, codeFor(credentials))).status).toBe(303);
  await staff.request("/admin/promotions");
  return { staff, credentials };
}

function newCode() {
  const code = `BO-${randomUUID().slice(0, 8)}`.toUpperCase();
  codes.push(code);
  return code;
}

// December of next year and the summer after it: a code made here is still scheduled whenever the suite runs, and
// the two seasons keep London's offset from UTC apart (0 in winter, 1 hour in summer).
const year = new Date().getUTCFullYear() + 1;

const form = (code: string, overrides: Record<string, string> = {}) => ({
  intent: "create",
  code,
  description: "10% off everything",
  kind: "percentOff",
  value: "10",
  currency: "",
  threshold: "",
  startsAt: "",
  endsAt: "",
  ...overrides,
});

describe(`promotion codes in the back office on ${inject("dialect")}`, () => {
  it("is refused to roles that do not manage promotions, page and actions alike", async () => {
    for (const role of ["viewer", "fulfilment", "customerService"] as const) {
      const { staff } = await signedIn([role]);
      expect((await staff.request("/admin/promotions")).status, role).toBe(403);
      const code = newCode();
      expect((await staff.post("/admin/promotions", form(code))).status, role).toBe(403);
      expect(await harness.services.promotionAdmin.expire(code)).toEqual({ ok: false, refusal: "unknown" });
    }
    const anonymous = new StaffBrowser(harness.app);
    const away = await anonymous.request("/admin/promotions");
    expect(away.status).toBe(302);
    expect(away.headers.get("location")).toBe("/admin/sign-in");
  });

  it("adds a code for a merchandiser, answers a bad one field by field, and ends one into the audit log", async () => {
    const { staff, credentials } = await signedIn(["merchandiser"]);
    const page = await staff.request("/admin/promotions");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");

    const bad = await staff.post("/admin/promotions", form(newCode(), { value: "150", kind: "percentOff" }));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("A percentage is from 1 to 100.");
    const noToken = await staff.post("/admin/promotions", form(newCode()), { token: false });
    expect(noToken.status).toBe(403);

    const code = newCode();
    const made = await staff.post("/admin/promotions", form(code, { startsAt: `${year}-12-01T09:00` }));
    expect(made.status).toBe(303);
    const stored = await harness.services.promotionAdmin.list("scheduled", 1);
    // 09:00 in London in December is 09:00 UTC.
    expect(stored.promotions.find((p) => p.code === code)?.startsAt).toBe(`${year}-12-01T09:00:00.000Z`);
    expect((await staff.post("/admin/promotions", form(code))).status).toBe(409);

    const ended = await staff.post("/admin/promotions", { intent: "expire", code });
    expect(ended.status).toBe(303);
    expect((await staff.post("/admin/promotions", { intent: "expire", code })).status).toBe(409);
    const entries = await harness.database.db
      .selectFrom("staffAuditLog")
      .selectAll()
      .where("subject", "=", code)
      .orderBy("id")
      .execute();
    expect(entries.map((entry) => entry.action)).toEqual(["promotion.create", "promotion.expire"]);
    expect(entries.every((entry) => entry.staffId === credentials.member.id)).toBe(true);
    expect(String(entries[1]?.afterValue)).toContain('"endsAt"');
  });

  it("moves a code's dates for a merchandiser, never to end before it starts, into the audit log", async () => {
    const code = newCode();
    const { staff, credentials } = await signedIn(["merchandiser"]);
    expect(
      (await staff.post("/admin/promotions", form(code, { startsAt: `${year}-12-01T09:00` }))).status,
    ).toBe(303);
    const move = (fields: Record<string, string>, options?: { token?: boolean }) =>
      staff.post("/admin/promotions", { intent: "dates", code, ...fields }, options);

    for (const role of ["viewer", "fulfilment", "customerService"] as const) {
      const other = (await signedIn([role])).staff;
      const refused = await other.post("/admin/promotions", {
        intent: "dates",
        code,
        startsAt: `${year + 1}-01-01T09:00`,
        endsAt: "",
      });
      expect(refused.status, role).toBe(403);
    }
    expect((await move({ startsAt: `${year + 1}-01-01T09:00`, endsAt: "" }, { token: false })).status).toBe(
      403,
    );
    expect(
      (await new StaffBrowser(harness.app).post("/admin/promotions", { intent: "dates", code })).status,
    ).toBe(302);

    const backwards = await move({ startsAt: `${year + 1}-01-10T09:00`, endsAt: `${year + 1}-01-09T09:00` });
    expect(backwards.status).toBe(400);
    const backwardsPage = await backwards.text();
    expect(backwardsPage).toContain("The end must come after the start.");
    expect(backwardsPage).toContain('id="dates-endsAt-error"');
    const garbled = await move({ startsAt: "next tuesday", endsAt: "" });
    expect(garbled.status).toBe(400);
    expect(await garbled.text()).toContain("Enter a date and time, or leave it empty.");
    expect((await move({ code: "", startsAt: "", endsAt: "" })).status).toBe(400);
    const unknown = await staff.post("/admin/promotions", { intent: "dates", code: newCode(), startsAt: "" });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("There is no such code.");

    // Summer time: 09:00 in London in July is 08:00 UTC. The code was never moved by a refused post.
    const stillScheduled = await harness.services.promotionAdmin.list("scheduled", 1);
    expect(stillScheduled.promotions.find((p) => p.code === code)?.startsAt).toBe(
      `${year}-12-01T09:00:00.000Z`,
    );
    const moved = await move({ startsAt: `${year + 1}-07-01T09:00`, endsAt: `${year + 1}-07-31T23:59` });
    expect(moved.status).toBe(303);
    const stored = (await harness.services.promotionAdmin.list("scheduled", 1)).promotions.find(
      (p) => p.code === code,
    );
    expect(stored?.startsAt).toBe(`${year + 1}-07-01T08:00:00.000Z`);
    expect(stored?.endsAt).toBe(`${year + 1}-07-31T22:59:00.000Z`);

    const entries = await harness.database.db
      .selectFrom("staffAuditLog")
      .selectAll()
      .where("subject", "=", code)
      .where("action", "=", "promotion.dates")
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]?.staffId).toBe(credentials.member.id);
    expect(String(entries[0]?.beforeValue)).toContain(`${year}-12-01T09:00:00.000Z`);
    expect(String(entries[0]?.afterValue)).toContain(`${year + 1}-07-01T08:00:00.000Z`);
  });
});
