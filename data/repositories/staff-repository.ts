import type { Selectable } from "kysely";
import { z } from "zod";
import type { PasswordHash } from "../../core/accounts/account-types.ts";
import { roleSchema } from "../../core/staff/roles.ts";
import type {
  StaffAccount,
  StaffAccountRepository,
  StaffSessionRepository,
  StaffSessionRow,
} from "../../core/staff/staff-types.ts";
import type { Db } from "../db.ts";
import { fromJson, toIso, toJson, toNumber } from "../normalise.ts";
import type { Database } from "../schema.ts";

// Staff accounts and sessions (migration 0044, docs/decisions/057-staff-access.md).

const rolesSchema = z.array(roleSchema);

type AccountRow = Selectable<Database["staffAccounts"]>;

function toAccount(row: AccountRow): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    // A role no longer known is dropped, never trusted.
    roles: rolesSchema.catch([]).parse(fromJson(row.roles, [])),
    passwordHash: fromJson<PasswordHash>(row.passwordHash, {} as PasswordHash),
    totpSecret: row.totpSecret,
    totpLastStep: row.totpLastStep === null ? null : toNumber(row.totpLastStep),
    createdAt: toIso(row.createdAt),
    disabledAt: row.disabledAt === null ? null : toIso(row.disabledAt),
  };
}

export function createStaffAccountRepository(db: Db): StaffAccountRepository {
  return {
    async insert(account) {
      await db
        .insertInto("staffAccounts")
        .values({
          id: account.id,
          email: account.email,
          name: account.name,
          roles: toJson(account.roles),
          passwordHash: toJson(account.passwordHash),
          totpSecret: account.totpSecret,
          createdAt: account.createdAt,
        })
        .execute();
    },
    async findByEmail(email) {
      const row = await db
        .selectFrom("staffAccounts")
        .selectAll()
        .where("email", "=", email)
        .executeTakeFirst();
      return row ? toAccount(row) : null;
    },
    async findById(id) {
      const row = await db.selectFrom("staffAccounts").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toAccount(row) : null;
    },
    async list() {
      const rows = await db.selectFrom("staffAccounts").selectAll().orderBy("email").execute();
      return rows.map(toAccount);
    },
    async claimTotpStep(id, step) {
      // One conditional update: of two sign-ins racing with the same code, only one changes the row.
      const result = await db
        .updateTable("staffAccounts")
        .set({ totpLastStep: step })
        .where("id", "=", id)
        .where((eb) => eb.or([eb("totpLastStep", "is", null), eb("totpLastStep", "<", step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async disable(id, at) {
      const result = await db
        .updateTable("staffAccounts")
        .set({ disabledAt: at })
        .where("id", "=", id)
        .where("disabledAt", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async replaceCredentials(id, passwordHash, totpSecret) {
      await db
        .updateTable("staffAccounts")
        .set({ passwordHash: toJson(passwordHash), totpSecret, totpLastStep: null })
        .where("id", "=", id)
        .execute();
    },
  };
}

export function createStaffSessionRepository(db: Db): StaffSessionRepository {
  return {
    async insert(row) {
      await db.insertInto("staffSessions").values(row).execute();
    },
    async find(idHash): Promise<StaffSessionRow | null> {
      const row = await db
        .selectFrom("staffSessions")
        .selectAll()
        .where("idHash", "=", idHash)
        .executeTakeFirst();
      return row ? { ...row, createdAt: toIso(row.createdAt), lastActiveAt: toIso(row.lastActiveAt) } : null;
    },
    async touch(idHash, at) {
      await db.updateTable("staffSessions").set({ lastActiveAt: at }).where("idHash", "=", idHash).execute();
    },
    async delete(idHash) {
      await db.deleteFrom("staffSessions").where("idHash", "=", idHash).execute();
    },
    async deleteForStaff(staffId) {
      await db.deleteFrom("staffSessions").where("staffId", "=", staffId).execute();
    },
    async deleteEnded(idleBefore, startedBefore) {
      const result = await db
        .deleteFrom("staffSessions")
        .where((eb) => eb.or([eb("lastActiveAt", "<", idleBefore), eb("createdAt", "<", startedBefore)]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
