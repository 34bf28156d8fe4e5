import { describe, expect, it } from "vitest";
import { memoryRateLimitCounter } from "../../tests/setup/memory-rate-limit-counter.ts";
import { createStaffService } from "./staff-service.ts";
import { STAFF_IDLE_MS } from "./staff-sessions.ts";
import type {
  AuditEntry,
  StaffAccount,
  StaffAccountRepository,
  StaffSessionRepository,
  StaffSessionRow,
} from "./staff-types.ts";
import { totpCode } from "./totp.ts";

// The sign-in rules over memory stores: password and code both needed, a code never taken twice, sessions that end.

function memoryStores() {
  const accounts = new Map<string, StaffAccount>();
  const sessions = new Map<string, StaffSessionRow>();
  const entries: AuditEntry[] = [];
  const accountRepository: StaffAccountRepository = {
    async insert(account) {
      accounts.set(account.id, { ...account, totpLastStep: null, disabledAt: null });
    },
    async findByEmail(email) {
      return [...accounts.values()].find((account) => account.email === email) ?? null;
    },
    async findById(id) {
      return accounts.get(id) ?? null;
    },
    async list() {
      return [...accounts.values()];
    },
    async claimTotpStep(id, step) {
      const account = accounts.get(id);
      if (!account || (account.totpLastStep !== null && account.totpLastStep >= step)) return false;
      account.totpLastStep = step;
      return true;
    },
    async disable(id, at) {
      const account = accounts.get(id);
      if (!account || account.disabledAt) return false;
      account.disabledAt = at;
      return true;
    },
    async replaceCredentials(id, passwordHash, totpSecret) {
      const account = accounts.get(id);
      if (account) Object.assign(account, { passwordHash, totpSecret, totpLastStep: null });
    },
  };
  const sessionRepository: StaffSessionRepository = {
    async insert(row) {
      sessions.set(row.idHash, row);
    },
    async find(idHash) {
      return sessions.get(idHash) ?? null;
    },
    async touch(idHash, at) {
      const row = sessions.get(idHash);
      if (row) row.lastActiveAt = at;
    },
    async delete(idHash) {
      sessions.delete(idHash);
    },
    async deleteForStaff(staffId) {
      for (const [key, row] of sessions) if (row.staffId === staffId) sessions.delete(key);
    },
    async deleteEnded(idleBefore, startedBefore) {
      let deleted = 0;
      for (const [key, row] of sessions)
        if (row.lastActiveAt < idleBefore || row.createdAt < startedBefore) {
          sessions.delete(key);
          deleted++;
        }
      return deleted;
    },
  };
  return {
    entries,
    accounts: accountRepository,
    sessions: sessionRepository,
    audit: {
      async append(entry: Omit<AuditEntry, "id" | "occurredAt">, at: string) {
        entries.push({ ...entry, id: entries.length + 1, occurredAt: at });
      },
      async page() {
        return [...entries].reverse();
      },
      async forSubject(subject: string, limit: number) {
        return [...entries]
          .reverse()
          .filter((entry) => entry.subject === subject)
          .slice(0, limit);
      },
    },
  };
}

async function setUp() {
  let clock = Date.UTC(2026, 10, 29, 9, 0, 10);
  const stores = memoryStores();
  const service = createStaffService({
    ...stores,
    rateLimits: memoryRateLimitCounter(),
    now: () => new Date(clock),
    passwordParameters: { logN: 10, r: 8, p: 1 },
    limits: { perEmail: 3, perAddress: 100, windowSeconds: 900 },
  });
  const made = await service.add(
    { email: "ada@example.com", name: "Ada", roles: ["viewer"] },
    { staffId: null, label: "test" },
    "test",
  );
  return {
    service,
    stores,
    made,
    code: (offsetMs = 0) => totpCode(made.totpSecret, clock + offsetMs),
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe("staff sign-in", () => {
  it("needs the password and a right code, and starts a session the cookie's id resumes", async () => {
    const { service, made, code } = await setUp();
    const email = made.member.email;
    expect((await service.signIn({ email, password: "wrong", code: code() }, "a")).ok).toBe(false);
    expect((await service.signIn({ email, password: made.password, code: "000000" }, "a")).ok).toBe(false);
    const signedIn = await service.signIn({ email, password: made.password, code: code() }, "a");
    if (!signedIn.ok) throw new Error(signedIn.message);
    const resumed = await service.resume(signedIn.sessionId);
    expect(resumed?.member.email).toBe(email);
    expect(resumed?.can("viewOrders")).toBe(true);
    expect(resumed?.can("readAuditLog")).toBe(false);
  });

  it("never takes a code twice, nor an older one after a newer", async () => {
    const { service, made, code } = await setUp();
    const form = { email: made.member.email, password: made.password };
    const first = code();
    expect((await service.signIn({ ...form, code: first }, "a")).ok).toBe(true);
    expect(await service.signIn({ ...form, code: first }, "a")).toMatchObject({
      ok: false,
      kind: "codeUsed",
    });
    expect((await service.signIn({ ...form, code: code(-30_000) }, "a")).ok).toBe(false);
    expect((await service.signIn({ ...form, code: code(30_000) }, "a")).ok).toBe(true);
  });

  it("refuses an e-mail past its failures even with everything right, and audits refusals", async () => {
    const { service, made, code, stores } = await setUp();
    const email = made.member.email;
    for (let index = 0; index < 3; index++)
      expect((await service.signIn({ email, password: made.password, code: "111111" }, `x${index}`)).ok).toBe(
        false,
      );
    expect(await service.signIn({ email, password: made.password, code: code() }, "y")).toMatchObject({
      ok: false,
      kind: "rateLimited",
    });
    expect(stores.entries.filter((entry) => entry.action === "staff.signInRefused")).toHaveLength(3);
  });

  it("ends a session after 15 idle minutes, and keeps it while used", async () => {
    const { service, made, code, advance } = await setUp();
    const signedIn = await service.signIn(
      { email: made.member.email, password: made.password, code: code() },
      "a",
    );
    if (!signedIn.ok) throw new Error(signedIn.message);
    advance(STAFF_IDLE_MS - 1000);
    expect(await service.resume(signedIn.sessionId)).not.toBeNull();
    advance(STAFF_IDLE_MS - 1000);
    expect(await service.resume(signedIn.sessionId)).not.toBeNull();
    advance(STAFF_IDLE_MS);
    expect(await service.resume(signedIn.sessionId)).toBeNull();
  });

  it("sweeps ended sessions and keeps live ones", async () => {
    const { service, made, code, advance } = await setUp();
    const form = { email: made.member.email, password: made.password };
    const first = await service.signIn({ ...form, code: code() }, "a");
    advance(STAFF_IDLE_MS - 60_000);
    const second = await service.signIn({ ...form, code: code(30_000) }, "a");
    if (!first.ok || !second.ok) throw new Error("not signed in");
    advance(120_000);
    expect(await service.sweep(new Date(Date.UTC(2026, 10, 29, 9, 0, 10) + STAFF_IDLE_MS + 60_000))).toBe(1);
    expect(await service.resume(second.sessionId)).not.toBeNull();
  });

  it("replaces lost credentials: the old password stops working, the new ones sign in, sessions end", async () => {
    const { service, made, code, advance } = await setUp();
    const first = await service.signIn(
      { email: made.member.email, password: made.password, code: code() },
      "a",
    );
    if (!first.ok) throw new Error(first.message);
    const replaced = await service.reset(made.member.email, { staffId: null, label: "test" }, "test");
    if (!replaced) throw new Error("no such member");
    expect(await service.resume(first.sessionId)).toBeNull();
    advance(30_000);
    const newCode = totpCode(replaced.totpSecret, Date.UTC(2026, 10, 29, 9, 0, 40));
    expect(
      (await service.signIn({ email: made.member.email, password: made.password, code: newCode }, "a")).ok,
    ).toBe(false);
    expect(
      (await service.signIn({ email: made.member.email, password: replaced.password, code: newCode }, "a"))
        .ok,
    ).toBe(true);
  });

  it("ends a disabled member's sessions and refuses their sign-in", async () => {
    const { service, made, code, advance } = await setUp();
    const form = { email: made.member.email, password: made.password };
    const signedIn = await service.signIn({ ...form, code: code() }, "a");
    if (!signedIn.ok) throw new Error(signedIn.message);
    await service.disable(made.member.email, { staffId: null, label: "test" }, "test");
    expect(await service.resume(signedIn.sessionId)).toBeNull();
    advance(30_000);
    expect((await service.signIn({ ...form, code: code() }, "a")).ok).toBe(false);
  });
});
