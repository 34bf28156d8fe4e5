import { z } from "zod";

// Who may do what in the back office (issue 29 point 1, docs/decisions/057-staff-access.md). The table is the one
// place a role's reach is written: the server checks it on every admin page and action (requireStaff), and the
// home page lists links from it. A staff member may hold several roles; they may do what any of them allows.

export const ROLES = ["viewer", "fulfilment", "customerService", "merchandiser", "administrator"] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES);

export const PERMISSIONS = [
  "viewOrders",
  "dispatchOrders",
  "cancelOrders",
  "refundOrders",
  "editCatalogue",
  "managePromotions",
  "manageGiftCards",
  "readAuditLog",
  "manageStaff",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Each role's permissions. Least privilege: a role has only what its work needs. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  viewer: ["viewOrders"],
  fulfilment: ["viewOrders", "dispatchOrders"],
  customerService: ["viewOrders", "cancelOrders", "refundOrders", "manageGiftCards"],
  merchandiser: ["editCatalogue", "managePromotions"],
  administrator: PERMISSIONS,
};

/** The words staff read for a role and a permission. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  viewer: "Viewer",
  fulfilment: "Fulfilment",
  customerService: "Customer service",
  merchandiser: "Merchandiser",
  administrator: "Administrator",
};

export const PERMISSION_LABELS: Readonly<Record<Permission, string>> = {
  viewOrders: "View orders",
  dispatchOrders: "Dispatch orders",
  cancelOrders: "Cancel orders",
  refundOrders: "Refund orders",
  editCatalogue: "Edit the catalogue",
  managePromotions: "Manage promotions",
  manageGiftCards: "Manage gift cards",
  readAuditLog: "Read the audit log",
  manageStaff: "Manage staff",
};

/** Whether any of the roles allows the permission. */
export function can(roles: readonly Role[], permission: Permission): boolean {
  return roles.some((role) => ROLE_PERMISSIONS[role].includes(permission));
}

/** Everything the roles allow together, in the table's order. */
export function permissionsOf(roles: readonly Role[]): Permission[] {
  return PERMISSIONS.filter((permission) => can(roles, permission));
}

/** Reads a role as typed on the command line: `customer-service`, `customerService` or `customer service`. */
export function parseRole(text: string): Role | null {
  const key = text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "");
  return ROLES.find((role) => role.toLowerCase() === key) ?? null;
}
