import { timingSafeEqual } from "node:crypto";
import { data, redirect } from "react-router";
import type { AdminRequestContext } from "../../../core/staff/admin-context.ts";
import type { Permission } from "../../../core/staff/roles.ts";
import type { StaffSignedIn } from "../../../core/staff/staff-service.ts";
import { requestContext } from "../../lib/request-context.ts";

// The one gate of every back-office loader and action (docs/decisions/057-staff-access.md): signed in, allowed by
// the roles' permission table, and, for anything but a read, carrying the session's CSRF token in the form.

/** The hidden field every admin form carries (app/components/admin/staff-form.tsx). */
export const STAFF_CSRF_FIELD = "staffCsrf";
export const ADMIN_SIGN_IN_PATH = "/admin/sign-in";
const FORBIDDEN_MESSAGE = "Your roles do not allow this. Ask an administrator if you need it.";
const UNVERIFIED_MESSAGE = "This form has expired. Go back, reload the page and try again.";

interface Args {
  request: Request;
  context: { get: (key: typeof requestContext) => { admin: AdminRequestContext | null } };
}

/** The back office's request context; a shop page never has one. */
export function adminOf(context: Args["context"]): AdminRequestContext {
  const admin = context.get(requestContext).admin;
  if (!admin) throw data(null, { status: 404 });
  return admin;
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The signed-in staff member, when their roles allow `permission` (null: any staff member). No session: a
 * redirect to sign-in. Not allowed, or a change without the session's CSRF token: a 403 page.
 */
export async function requireStaff(
  { request, context }: Args,
  permission: Permission | null,
): Promise<StaffSignedIn> {
  const staff = adminOf(context).staff;
  if (!staff) throw redirect(ADMIN_SIGN_IN_PATH);
  if (request.method !== "GET" && request.method !== "HEAD") {
    // A clone: the action reads the form itself.
    const form = await request
      .clone()
      .formData()
      .catch(() => null);
    const token = form?.get(STAFF_CSRF_FIELD);
    if (typeof token !== "string" || !same(token, staff.csrfToken))
      throw data({ message: UNVERIFIED_MESSAGE }, { status: 403 });
  }
  if (permission && !staff.can(permission)) throw data({ message: FORBIDDEN_MESSAGE }, { status: 403 });
  return staff;
}
