import { data } from "react-router";
import type { Route } from "./+types/admin-not-found";
import { requireStaff } from "./require-staff.server.ts";

// Any other address under /admin: staff only like every admin page, then 404 in the back office's frame.
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, null);
  throw data({ message: "There is no back-office page at this address." }, { status: 404 });
}

export async function action(args: Route.ActionArgs) {
  await requireStaff(args, null);
  throw data({ message: "There is no back-office page at this address." }, { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
