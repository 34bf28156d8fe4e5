import type { ReactNode } from "react";
import { StaffForm } from "./staff-form.tsx";
import "./admin.css";

/** Who is signed in, as the layout's loader hands it to the shell. */
export interface ShellStaff {
  name: string;
  csrfToken: string;
  mayReadAuditLog: boolean;
  mayManagePromotions: boolean;
  mayEditCatalogue: boolean;
  mayManageGiftCards: boolean;
  mayViewOrders: boolean;
}

/**
 * The back office's frame: a skip link, the area's name, its navigation and sign-out, then the page. Plain links
 * and a plain form: the back office ships no JavaScript.
 */
export function AdminShell({ staff, children }: { staff: ShellStaff | null; children: ReactNode }) {
  return (
    <div className="admin">
      <a className="admin__skip" href="#main">
        Skip to content
      </a>
      <header className="admin__bar">
        <p className="admin__name">
          <a href="/admin">Back office</a>
        </p>
        {staff && (
          <nav aria-label="Back office" className="admin__nav">
            <ul>
              <li>
                <a href="/admin">Home</a>
              </li>
              {staff.mayViewOrders && (
                <li>
                  <a href="/admin/orders">Orders</a>
                </li>
              )}
              {staff.mayEditCatalogue && (
                <li>
                  <a href="/admin/catalogue">Catalogue</a>
                </li>
              )}
              {staff.mayManagePromotions && (
                <li>
                  <a href="/admin/promotions">Promotion codes</a>
                </li>
              )}
              {staff.mayManageGiftCards && (
                <li>
                  <a href="/admin/gift-cards">Gift cards</a>
                </li>
              )}
              {staff.mayReadAuditLog && (
                <li>
                  <a href="/admin/audit">Audit log</a>
                </li>
              )}
            </ul>
          </nav>
        )}
        {staff && (
          <StaffForm action="/admin/sign-out" csrfToken={staff.csrfToken} className="admin__sign-out">
            <span>{staff.name}</span>
            <button type="submit" className="admin__button">
              Sign out
            </button>
          </StaffForm>
        )}
      </header>
      <main id="main" className="admin__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
