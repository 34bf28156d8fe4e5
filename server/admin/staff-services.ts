import { createStaffService, type StaffSignInLimits } from "../../core/staff/staff-service.ts";
import type { Db } from "../../data/db.ts";
import { createAuditLogRepository } from "../../data/repositories/audit-log-repository.ts";
import { createRateLimitRepository } from "../../data/repositories/rate-limit-repository.ts";
import {
  createStaffAccountRepository,
  createStaffSessionRepository,
} from "../../data/repositories/staff-repository.ts";

/** The staff service over the database: for the server's services and for `npm run staff` alike. */
export function createStaffServiceFor(
  db: Db,
  options: { passwordParameters?: { logN: number; r: number; p: number }; limits?: StaffSignInLimits } = {},
) {
  return createStaffService({
    accounts: createStaffAccountRepository(db),
    sessions: createStaffSessionRepository(db),
    audit: createAuditLogRepository(db),
    rateLimits: createRateLimitRepository(db),
    ...options,
  });
}
