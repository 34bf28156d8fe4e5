import type { StaffSignInForm } from "./staff-forms.ts";
import type { StaffService, StaffSignedIn, StaffSignInResult } from "./staff-service.ts";

/**
 * What the server hands the back office's loaders and actions for this request (server/admin/admin-pages.ts): the
 * staff session found from the `twc_staff` cookie, and sign-in and sign-out, which set and clear that cookie.
 * Shop pages get null: only requests under /admin ever read or write a staff session.
 */
export interface AdminRequestContext {
  /** The signed-in staff member of this request, or null. */
  staff: StaffSignedIn | null;
  /** Checks password and code (rate-limited by e-mail and client address); a success sets the cookie. */
  signIn(form: StaffSignInForm): Promise<StaffSignInResult>;
  /** Ends the session and clears the cookie; audited. */
  signOut(): Promise<void>;
  /** The audit log and staff accounts. */
  service: StaffService;
  /** Where the request came from, for audit entries. */
  source: string;
}
