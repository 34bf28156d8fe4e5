import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestApp } from "../setup/api-app.ts";
import { addStaffMember, codeFor, StaffBrowser } from "../setup/staff.ts";

// The audit log (docs/decisions/057-staff-access.md): signing in and out are written to it, an administrator reads
// it newest first, and the database itself refuses to change or remove an entry.

let harness: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  harness = await createTestApp({ trustProxy: true });
});
afterAll(async () => {
  await harness.close();
});

function entriesOf(staffId: string) {
  return harness.database.db
    .selectFrom("staffAuditLog")
    .select(["id", "action", "actorLabel", "source"])
    .where("staffId", "=", staffId)
    .orderBy("id")
    .execute();
}

describe(`the staff audit log on ${inject("dialect")}`, () => {
  it("records sign-in and sign-out, who and from where, and shows them to an administrator newest first", async () => {
    const credentials = await addStaffMember(harness.services.staff, ["administrator"]);
    const staff = new StaffBrowser(harness.app);
    expect((await staff.signIn(credentials, codeFor(credentials))).status).toBe(303);
    const page = await (await staff.request("/admin/audit")).text();
    const rows = page.split("<tr>").filter((row) => row.includes(credentials.member.email));
    expect(rows[0]).toContain("staff.signIn");
    expect(rows[1]).toContain("staff.add");
    expect((await staff.post("/admin/sign-out", {})).status).toBe(303);

    const entries = await entriesOf(credentials.member.id);
    expect(entries.map((entry) => entry.action)).toEqual(["staff.signIn", "staff.signOut"]);
    for (const entry of entries) {
      expect(entry.actorLabel).toBe(credentials.member.email);
      expect(entry.source).toBe(staff.address);
    }
  });

  it("records a refused sign-in of a known account, with why", async () => {
    const credentials = await addStaffMember(harness.services.staff, ["viewer"]);
    expect((await new StaffBrowser(harness.app).signIn(credentials, "000000")).status).toBe(401);
    const [entry] = await entriesOf(credentials.member.id);
    expect(entry?.action).toBe("staff.signInRefused");
    const row = await harness.database.db
      .selectFrom("staffAuditLog")
      .select("afterValue")
      .where("id", "=", entry?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.afterValue ?? "null")).toEqual({ reason: "code" });
  });

  it("cannot be changed or emptied: the database refuses UPDATE and DELETE", async () => {
    const credentials = await addStaffMember(harness.services.staff, ["viewer"]);
    expect((await new StaffBrowser(harness.app).signIn(credentials, codeFor(credentials))).status).toBe(303);
    const [entry] = await entriesOf(credentials.member.id);
    const db = harness.database.db;
    await expect(
      db
        .updateTable("staffAuditLog")
        .set({ action: "staff.nothing" })
        .where("id", "=", entry?.id ?? 0)
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      db
        .deleteFrom("staffAuditLog")
        .where("id", "=", entry?.id ?? 0)
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from staff_audit_log`.execute(db)).rejects.toThrow(/append-only/);
    if (inject("dialect") === "postgres")
      await expect(sql`truncate staff_audit_log`.execute(db)).rejects.toThrow(/append-only/);
    expect((await entriesOf(credentials.member.id)).map((row) => row.action)).toEqual(["staff.signIn"]);
  });

  it("pages the log by entry: an older page starts below the last entry shown", async () => {
    const admin = await addStaffMember(harness.services.staff, ["administrator"]);
    // Enough entries for a second page, by the command line's path.
    for (let index = 0; index < 51; index++) await addStaffMember(harness.services.staff, ["viewer"]);
    const staff = new StaffBrowser(harness.app);
    expect((await staff.signIn(admin, codeFor(admin))).status).toBe(303);
    const first = await (await staff.request("/admin/audit")).text();
    const older = /href="\/admin\/audit\?before=(\d+)"/.exec(first)?.[1];
    expect(older).toBeDefined();
    const second = await staff.request(`/admin/audit?before=${older}`);
    expect(second.status).toBe(200);
    const text = await second.text();
    expect(text).toContain("Newest entries");
    const newest = `<td>${admin.member.email}</td><td>staff.signIn</td>`;
    expect(first).toContain(newest);
    expect(text).not.toContain(newest);
  });
});
