import { join } from "node:path";
import type { Role } from "../../core/staff/roles.ts";
import type { NewStaffCredentials } from "../../core/staff/staff-service.ts";
import { openDatabase } from "../../data/db.ts";
import { createStaffServiceFor } from "../../server/admin/staff-services.ts";
import { addStaffMember } from "../setup/staff.ts";

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
