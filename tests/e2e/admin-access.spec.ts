import { totpCode } from "../../core/staff/totp.ts";
import { expect, test } from "./fixtures.ts";
import { addJourneyStaff } from "./staff.ts";

// The back office's door (issue 29 point 1, docs/decisions/057-staff-access.md), at 1280 px: an administrator
// made by the staff command's own function signs in with a password and the code an authenticator app shows
// (made here from the secret), sees who they are and what their roles allow, reads their sign-in in the audit log,
// and signs out. The back office ships no JavaScript: every step is a plain link or form, done from the keyboard.
test.describe.configure({ timeout: 90_000 });

/** Signing in checks an scrypt hash (N = 2^17) on the production build: seconds on a busy two-core machine. */
const HASHING_TIMEOUT_MS = 30_000;

test("@desktop an administrator signs in with the second factor, reads the audit log and signs out", async ({
  page,
  expectAccessible,
}) => {
  const admin = await addJourneyStaff(["administrator"], "Ada Admin");

  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to the back office" })).toBeVisible();
  await expectAccessible();

  await page.getByLabel("E-mail address").fill(admin.member.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByLabel("6-digit code from your authenticator app").fill("000000");
  await page.getByLabel("6-digit code from your authenticator app").press("Enter");
  await expect(page.getByRole("alert")).toHaveText("The e-mail address, password or code is not right.", {
    timeout: HASHING_TIMEOUT_MS,
  });
  await expectAccessible();

  await page.getByLabel("Password").fill(admin.password);
  await page
    .getByLabel("6-digit code from your authenticator app")
    .fill(totpCode(admin.totpSecret, Date.now()));
  await page.getByLabel("6-digit code from your authenticator app").press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Back office" })).toBeVisible({
    timeout: HASHING_TIMEOUT_MS,
  });
  await expect(page.getByRole("row", { name: /Signed in as Ada Admin/ })).toBeVisible();
  await expect(page.getByRole("row", { name: "Roles Administrator" })).toBeVisible();
  await expectAccessible();

  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Audit log" })
    .focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  const signIn = page
    .getByRole("row")
    .filter({ hasText: admin.member.email })
    .filter({ hasText: "staff.signIn" });
  await expect(signIn.first()).toBeVisible();
  await expect(
    page.getByRole("row").filter({ hasText: admin.member.email }).filter({ hasText: "staff.signInRefused" }),
  ).toBeVisible();
  await expectAccessible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to the back office" })).toBeVisible();
  await page.goto("/admin/audit");
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
});
