// `npm run staff -- add --email … --name … --role …` (roles repeat or are comma-separated), `npm run staff -- list`,
// `npm run staff -- disable --email …`, `npm run staff -- reset --email …` (new password and TOTP secret): the back office's staff accounts on the database named by DATABASE_URL
// (docs/operations.md "Staff accounts", docs/decisions/057-staff-access.md). `add` makes a random password and TOTP
// secret and prints them once, with the otpauth:// address for an authenticator app; only the password's hash is
// kept. Nobody is ever seeded: this command is the only way in. Each change is written to the audit log.
import { parseArgs } from "node:util";
import { parseRole, ROLES, type Role } from "../core/staff/roles.ts";
import { newStaffMember } from "../core/staff/staff-forms.ts";
import { COMMAND_LINE, type NewStaffCredentials } from "../core/staff/staff-service.ts";
import { openDatabase } from "../data/db.ts";
import { migrateToLatest } from "../data/migrate.ts";
import { createStaffServiceFor } from "../server/admin/staff-services.ts";

const USAGE = `Usage:
  npm run staff -- add --email someone@example.com --name "Their Name" --role administrator [--role fulfilment]
  npm run staff -- list
  npm run staff -- disable --email someone@example.com
  npm run staff -- reset --email someone@example.com     (a new password and TOTP secret; sessions end)
Roles: ${ROLES.join(", ")}`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: "string" },
    name: { type: "string" },
    role: { type: "string", multiple: true },
  },
});

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const command = positionals[0];
if (command !== "add" && command !== "list" && command !== "disable" && command !== "reset")
  fail("Give a command: add, list, disable or reset.");

function printOnce(made: NewStaffCredentials, what: string): void {
  console.log(`${what}
Give them these once, by a safe channel; they are not kept and cannot be shown again:
  password:    ${made.password}
  TOTP secret: ${made.totpSecret}
  TOTP URI:    ${made.totpUri}
They sign in at /admin/sign-in with the password and the 6-digit code their authenticator app shows.`);
}

const database = openDatabase(process.env.DATABASE_URL);
try {
  await migrateToLatest(database.db);
  const staff = createStaffServiceFor(database.db);
  if (command === "add") {
    const roles: Role[] = [];
    for (const text of (values.role ?? []).flatMap((role) => role.split(","))) {
      const role = parseRole(text);
      if (!role) fail(`Unknown role "${text}".`);
      roles.push(role);
    }
    const parsed = newStaffMember.safeParse({ email: values.email, name: values.name, roles });
    if (!parsed.success) fail(parsed.error.issues.map((issue) => issue.message).join("\n"));
    const made = await staff.add(parsed.data, COMMAND_LINE, "command line");
    printOnce(made, `Added ${made.member.name} <${made.member.email}> as ${made.member.roles.join(", ")}.`);
  } else if (command === "list") {
    const members = await staff.list();
    if (members.length === 0) console.log("No staff accounts.");
    for (const member of members)
      console.log(
        `${member.email}\t${member.name}\t${member.roles.join(",")}\t${member.disabled ? "disabled" : "active"}`,
      );
  } else if (command === "reset") {
    if (!values.email) fail("Give --email.");
    const made = await staff.reset(values.email, COMMAND_LINE, "command line");
    if (!made) {
      console.error(`No staff member with the e-mail ${values.email}.`);
      process.exitCode = 1;
    } else
      printOnce(
        made,
        `New credentials for ${made.member.name} <${made.member.email}>; their sessions have ended.`,
      );
  } else {
    if (!values.email) fail("Give --email.");
    const found = await staff.disable(values.email, COMMAND_LINE, "command line");
    if (!found) {
      console.error(`No staff member with the e-mail ${values.email}.`);
      process.exitCode = 1;
    } else console.log(`Disabled ${values.email}; their sessions have ended.`);
  }
} finally {
  await database.close();
}
