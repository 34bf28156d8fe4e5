import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { AdminShell, type ShellStaff } from "../../components/admin/admin-shell.tsx";
import type { Route } from "./+types/admin-layout";
import { adminOf } from "./require-staff.server.ts";

// The back office's frame (docs/decisions/057-staff-access.md). This loader gates nothing: each page below calls
// requireStaff itself, so a page can never be reached through a layout that forgot to check. The handle tells the
// root to ship no scripts and no shop addresses: the back office is plain server-rendered forms and links.
export const handle = { backOffice: true };

export function loader({ context }: Route.LoaderArgs): { staff: ShellStaff | null } {
  const staff = adminOf(context).staff;
  return {
    staff: staff
      ? {
          name: staff.member.name,
          csrfToken: staff.csrfToken,
          mayReadAuditLog: staff.can("readAuditLog"),
          mayManagePromotions: staff.can("managePromotions"),
          mayEditCatalogue: staff.can("editCatalogue"),
          mayManageGiftCards: staff.can("manageGiftCards"),
          mayViewOrders: staff.can("viewOrders"),
        }
      : null,
  };
}

export function meta() {
  return [{ title: "Back office" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell staff={loaderData.staff}>
      <Outlet />
    </AdminShell>
  );
}

/** A refusal (403), a page that is not there (404), or a failure, inside the back office's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("admin");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string" ? error.data.message : null;
  const heading = status === 403 ? "Not allowed" : status === 404 ? "Page not found" : "Something went wrong";
  return (
    <AdminShell staff={data?.staff ?? null}>
      <h1>{heading}</h1>
      <p>
        {message ??
          (status === 404
            ? "There is no back-office page at this address."
            : "Please try again in a moment.")}
      </p>
      <p>
        <a href="/admin">Back office home</a>
      </p>
    </AdminShell>
  );
}
