import type { ReactNode } from "react";

/** The hidden field's name: the same as STAFF_CSRF_FIELD in app/routes/admin/require-staff.server.ts. */
const STAFF_CSRF_FIELD = "staffCsrf";

/**
 * A back-office form: a plain post that works without JavaScript, carrying the staff session's CSRF token that
 * requireStaff checks on the server.
 */
export function StaffForm({
  action,
  csrfToken,
  className,
  children,
}: {
  action: string;
  csrfToken: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action={action} className={className}>
      <input type="hidden" name={STAFF_CSRF_FIELD} value={csrfToken} />
      {children}
    </form>
  );
}
