import { redirect } from "react-router";
import type { Route } from "./+types/admin-sign-out";
import { ADMIN_SIGN_IN_PATH, adminOf, requireStaff } from "./require-staff.server.ts";

// Signing out is a POST from the shell's form (CSRF-checked by requireStaff): the session is deleted on the server,
// the cookie cleared, and the sign-out audited. A GET only leads home, so a link can never sign anyone out.
export async function action(args: Route.ActionArgs) {
  await requireStaff(args, null);
  await adminOf(args.context).signOut();
  return redirect(ADMIN_SIGN_IN_PATH, 303);
}

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, null);
  return redirect("/admin");
}

export default function AdminSignOut() {
  return null;
}
