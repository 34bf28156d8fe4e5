import { PERMISSION_LABELS, permissionsOf, ROLE_LABELS } from "../../../core/staff/roles.ts";
import type { Route } from "./+types/admin-home";
import { requireStaff } from "./require-staff.server.ts";

// The back office's home: who is signed in, their roles, and what those roles allow, linked where the page exists.

/** The pages each permission opens; a permission without a page yet is listed without a link. */
const PAGES: Partial<Record<keyof typeof PERMISSION_LABELS, string>> = {
  viewOrders: "/admin/orders",
  readAuditLog: "/admin/audit",
  managePromotions: "/admin/promotions",
  editCatalogue: "/admin/catalogue",
  manageGiftCards: "/admin/gift-cards",
};

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args, null);
  return {
    name: staff.member.name,
    email: staff.member.email,
    roles: staff.member.roles.map((role) => ROLE_LABELS[role]),
    permissions: permissionsOf(staff.member.roles).map((permission) => ({
      label: PERMISSION_LABELS[permission],
      href: PAGES[permission] ?? null,
    })),
    endsAt: staff.endsAt.toISOString(),
  };
}

export function meta() {
  return [{ title: "Back office" }];
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1>Back office</h1>
      <table className="admin__table">
        <caption className="visually-hidden">Signed in</caption>
        <tbody>
          <tr>
            <th scope="row">Signed in as</th>
            <td>
              {loaderData.name} ({loaderData.email})
            </td>
          </tr>
          <tr>
            <th scope="row">Roles</th>
            <td>{loaderData.roles.join(", ")}</td>
          </tr>
        </tbody>
      </table>
      <h2>What your roles allow</h2>
      <table className="admin__table">
        <caption className="visually-hidden">What your roles allow, and where</caption>
        <thead>
          <tr>
            <th scope="col">Permission</th>
            <th scope="col">Page</th>
          </tr>
        </thead>
        <tbody>
          {loaderData.permissions.map((permission) => (
            <tr key={permission.label}>
              <th scope="row">{permission.label}</th>
              <td>
                {permission.href ? (
                  <a href={permission.href}>{permission.label}</a>
                ) : (
                  "Not in the back office yet"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>You are signed out after 15 minutes without activity, and 8 hours after signing in.</p>
    </>
  );
}
