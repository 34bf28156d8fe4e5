import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ROLES } from "../../core/staff/roles.ts";
import {
  STAFF_CODE_USED,
  STAFF_SIGN_IN_REFUSED,
  STAFF_TOO_MANY_ATTEMPTS,
} from "../../core/staff/staff-service.ts";
import { deleteExpiredData } from "../../server/jobs/expired-data.ts";
import { createTestApp } from "../setup/api-app.ts";
import { signedInCustomer } from "../setup/customers.ts";
import { addStaffMember, codeFor, StaffBrowser } from "../setup/staff.ts";

// The back office's door (issue 29 point 1, docs/decisions/057-staff-access.md): a password and a second factor,
// its own cookie, roles checked on the server for every page and action, and every answer private, no-store.

let harness: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  harness = await createTestApp({ trustProxy: true });
});
afterAll(async () => {
  await harness.close();
});

const browser = () => new StaffBrowser(harness.app);

async function signedIn(roles: Parameters<typeof addStaffMember>[1]) {
  const credentials = await addStaffMember(harness.services.staff, roles);
  const staff = browser();
  const answer = await staff.signIn(credentials, codeFor(credentials));
  expect(answer.status).toBe(303);
  await staff.request("/admin");
  return { staff, credentials };
}

describe(`back-office access on ${inject("dialect")}`, () => {
  it("signs in only with the password and a right code, into a cookie of its own scoped to /admin", async () => {
    const credentials = await addStaffMember(harness.services.staff, ["viewer"], { name: "Vera Viewer" });
    const staff = browser();
    const wrongPassword = await staff.signIn({ ...credentials, password: "not-it" }, codeFor(credentials));
    expect(wrongPassword.status).toBe(401);
    expect(await wrongPassword.text()).toContain(STAFF_SIGN_IN_REFUSED);
    const wrongCode = await staff.signIn(credentials, "000000");
    expect(wrongCode.status).toBe(401);
    expect(await wrongCode.text()).toContain(STAFF_SIGN_IN_REFUSED);
    const noCode = await staff.post("/admin/sign-in", {
      email: credentials.member.email,
      password: credentials.password,
    });
    expect(noCode.status).toBe(400);
    expect(await noCode.text()).toContain("Enter the 6-digit code");
    expect(staff.cookie("twc_staff")).toBeUndefined();

    const right = await staff.signIn(credentials, codeFor(credentials));
    expect(right.status).toBe(303);
    expect(right.headers.get("location")).toBe("/admin");
    const cookie = right.headers.getSetCookie().find((line) => line.startsWith("twc_staff="));
    expect(cookie).toMatch(/Path=\/admin/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    // The shop's own session is neither needed nor made.
    expect(right.headers.getSetCookie().some((line) => line.startsWith("twc_session="))).toBe(false);

    const home = await staff.request("/admin");
    expect(home.status).toBe(200);
    const page = await home.text();
    expect(page).toContain("Vera Viewer");
    expect(page).toContain("Viewer");
    expect(page).not.toContain('href="/admin/audit"');
  });

  it("refuses a code used already, even with the right password", async () => {
    const credentials = await addStaffMember(harness.services.staff, ["viewer"]);
    const code = codeFor(credentials);
    expect((await browser().signIn(credentials, code)).status).toBe(303);
    const replayed = await browser().signIn(credentials, code);
    expect(replayed.status).toBe(401);
    expect(await replayed.text()).toContain(STAFF_CODE_USED.replace("'", "&#x27;"));
  });

  it("lets only one of two sign-ins racing with the same code through", async () => {
    const credentials = await addStaffMember(harness.services.staff, ["viewer"]);
    const code = codeFor(credentials);
    const answers = await Promise.all([
      browser().signIn(credentials, code),
      browser().signIn(credentials, code),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 401]);
  });

  it("ends a session 15 minutes after its last request: the cookie is cleared and sign-in asked for", async () => {
    const { staff, credentials } = await signedIn(["viewer"]);
    await harness.database.db
      .updateTable("staffSessions")
      .set({ lastActiveAt: new Date(Date.now() - 15 * 60_000 - 1000).toISOString() })
      .where("staffId", "=", credentials.member.id)
      .execute();
    const answer = await staff.request("/admin");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/admin/sign-in");
    expect(answer.headers.getSetCookie().join()).toMatch(/twc_staff=;.*Max-Age=0/);
    expect(staff.cookie("twc_staff")).toBeUndefined();
  });

  it("refuses an e-mail after five wrong codes, the right code too, with Retry-After", async () => {
    const credentials = await addStaffMember(harness.services.staff, ["viewer"]);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await browser().signIn(credentials, attempt % 2 ? "123456" : "654321");
      expect(wrong.status).toBe(401);
    }
    const held = await browser().signIn(credentials, codeFor(credentials));
    expect(held.status).toBe(429);
    expect(Number(held.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await held.text()).toContain(STAFF_TOO_MANY_ATTEMPTS);
  });

  it("lets no customer in: a signed-in shopper's session gets the sign-in page, never a back-office page", async () => {
    const shopper = await signedInCustomer(harness.app, harness.services.customers);
    const customer = browser();
    customer.setCookie("twc_session", shopper.cookie("twc_session") ?? "");
    for (const path of ["/admin", "/admin/audit", "/admin/anything"]) {
      const answer = await customer.request(path);
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get("location")).toBe("/admin/sign-in");
    }
    // The shop's CSRF token is not the back office's: a sign-out post is refused the same way.
    const post = await customer.post("/admin/sign-out", {
      staffCsrf: shopper.csrfToken,
      CSRFToken: shopper.csrfToken,
    });
    expect(post.status).toBe(302);
    expect(post.headers.get("location")).toBe("/admin/sign-in");
  });

  it("shows the audit log to administrators only: every other role gets 403", async () => {
    for (const role of ROLES) {
      const { staff } = await signedIn([role]);
      const audit = await staff.request("/admin/audit");
      if (role === "administrator") {
        expect(audit.status, role).toBe(200);
        expect(await audit.text()).toContain("Audit log");
      } else {
        expect(audit.status, role).toBe(403);
        expect(await audit.text()).toContain("Your roles do not allow this");
      }
    }
  });

  it("refuses a post without the session's CSRF token, or from another site, and the session goes on", async () => {
    const { staff } = await signedIn(["viewer"]);
    const noToken = await staff.post("/admin/sign-out", {}, { token: false });
    expect(noToken.status).toBe(403);
    const wrongToken = await staff.post("/admin/sign-out", { staffCsrf: "x".repeat(43) }, { token: false });
    expect(wrongToken.status).toBe(403);
    const crossSite = await staff.post("/admin/sign-out", {}, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    const noOrigin = await staff.post("/admin/sign-out", {}, { origin: null });
    expect(noOrigin.status).toBe(403);
    expect((await staff.request("/admin")).status).toBe(200);
  });

  it("signs out on the server: the old cookie no longer opens anything", async () => {
    const { staff } = await signedIn(["administrator"]);
    const cookie = staff.cookie("twc_staff") ?? "";
    const out = await staff.post("/admin/sign-out", {});
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/admin/sign-in");
    expect(staff.cookie("twc_staff")).toBeUndefined();
    const replay = browser();
    replay.setCookie("twc_staff", cookie);
    expect((await replay.request("/admin")).status).toBe(302);
  });

  it("answers every back-office request private, no-store", async () => {
    const { staff } = await signedIn(["viewer"]);
    const stranger = browser();
    const answers = [
      await stranger.request("/admin/sign-in"),
      await stranger.request("/admin"),
      await stranger.post("/admin/sign-in", { email: "nobody@example.com", password: "x", code: "123456" }),
      await staff.request("/admin"),
      await staff.request("/admin/audit"),
      await staff.request("/admin/nothing-here"),
      await staff.post("/admin/sign-out", {}, { origin: "https://evil.example" }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 302, 401, 200, 403, 404, 403]);
    for (const answer of answers) {
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      // Never framed, not even by the shop's own pages.
      expect(answer.headers.get("x-frame-options")).toBe("DENY");
      expect(answer.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    }
  });
});

describe(`ended staff sessions on ${inject("dialect")}`, () => {
  it("are swept by the hourly sweep: idle ones and those past 8 hours, never a live one", async () => {
    const credentials = await addStaffMember(harness.services.staff, ["viewer"]);
    const now = new Date();
    const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
    const rows = [
      { idHash: `idle-${crypto.randomUUID()}`, createdAt: ago(20), lastActiveAt: ago(16) },
      { idHash: `old-${crypto.randomUUID()}`, createdAt: ago(8 * 60 + 1), lastActiveAt: ago(1) },
      { idHash: `live-${crypto.randomUUID()}`, createdAt: ago(60), lastActiveAt: ago(5) },
    ];
    await harness.database.db
      .insertInto("staffSessions")
      .values(rows.map((row) => ({ ...row, staffId: credentials.member.id, csrfToken: "t" })))
      .execute();
    await deleteExpiredData(harness.services)(now);
    const left = await harness.database.db
      .selectFrom("staffSessions")
      .select("idHash")
      .where("staffId", "=", credentials.member.id)
      .execute();
    expect(left.map((row) => row.idHash)).toEqual([rows[2]?.idHash]);
  });
});

describe(`the back office behind the page cache on ${inject("dialect")}`, () => {
  it("never keeps or shares an admin page, for strangers or staff", async () => {
    const cached = await createTestApp({ trustProxy: true, pageCache: true });
    try {
      const credentials = await addStaffMember(cached.services.staff, ["administrator"]);
      const staff = new StaffBrowser(cached.app);
      expect((await staff.signIn(credentials, codeFor(credentials))).status).toBe(303);
      const stranger = new StaffBrowser(cached.app);
      for (const answer of [
        await stranger.request("/admin/sign-in"),
        await stranger.request("/admin/sign-in"),
        await staff.request("/admin"),
        await staff.request("/admin"),
        await staff.request("/admin/audit"),
      ]) {
        expect(answer.headers.get("x-cache")).toBeNull();
        expect(answer.headers.get("cache-control")).toBe("private, no-store");
      }
    } finally {
      await cached.close();
    }
  });
});
