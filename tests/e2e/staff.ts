import { join } from "node:path";
import type { Page } from "@playwright/test";
import type { Role } from "../../core/staff/roles.ts";
import type { NewStaffCredentials } from "../../core/staff/staff-service.ts";
import { totpCode } from "../../core/staff/totp.ts";
import { openDatabase } from "../../data/db.ts";
import { createStaffServiceFor } from "../../server/admin/staff-services.ts";
import { addStaffMember } from "../setup/staff.ts";
import { expect } from "./fixtures.ts";

// A staff member for the back-office journeys, made the way `npm run staff -- add` makes one (nothing is seeded):
// through the same core function, on the journeys' database, which scripts/e2e-server.ts keeps in
// {BUILD_DIR}/e2e-{PORT}/storefront.db (or STOREFRONT_TMP_DIR) and the server has migrated before the first journey.

/** The journeys' SQLite database, as the server started by scripts/e2e-server.ts opens it. */
export function e2eDatabaseUrl(): string {
  const port = process.env.E2E_PORT ?? "3100";
  const dir =
    process.env.STOREFRONT_TMP_DIR ??
    join(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build", `e2e-${port}`);
  return join(dir, "storefront.db");
}

export async function addJourneyStaff(roles: Role[], name: string): Promise<NewStaffCredentials> {
  const database = openDatabase(e2eDatabaseUrl());
  try {
    return await addStaffMember(createStaffServiceFor(database.db), roles, { name });
  } finally {
    await database.close();
  }
}

/** Signing in checks an scrypt hash (N = 2^17) on the production build: seconds on a busy two-core machine. */
const HASHING_TIMEOUT_MS = 30_000;

/** Signs the staff member in with the password and the code their authenticator shows now, to the back office home. */
export async function signInAsStaff(page: Page, staff: NewStaffCredentials): Promise<void> {
  await page.goto("/admin/sign-in");
  await page.getByLabel("E-mail address").fill(staff.member.email);
  await page.getByLabel("Password").fill(staff.password);
  await page
    .getByLabel("6-digit code from your authenticator app")
    .fill(totpCode(staff.totpSecret, Date.now()));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Back office" })).toBeVisible({
    timeout: HASHING_TIMEOUT_MS,
  });
}
