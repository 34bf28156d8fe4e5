import { describe, expect, it } from "vitest";
import { can, PERMISSIONS, parseRole, permissionsOf, ROLE_PERMISSIONS, ROLES } from "./roles.ts";

describe("staff roles and permissions", () => {
  it("gives each role exactly its table's permissions", () => {
    expect(permissionsOf(["viewer"])).toEqual(["viewOrders"]);
    expect(permissionsOf(["fulfilment"])).toEqual(["viewOrders", "dispatchOrders"]);
    expect(permissionsOf(["customerService"])).toEqual([
      "viewOrders",
      "cancelOrders",
      "refundOrders",
      "manageGiftCards",
    ]);
    expect(permissionsOf(["merchandiser"])).toEqual(["editCatalogue", "managePromotions"]);
    expect(permissionsOf(["administrator"])).toEqual([...PERMISSIONS]);
  });

  it("keeps the audit log and staff management to administrators", () => {
    for (const role of ROLES.filter((r) => r !== "administrator")) {
      expect(can([role], "readAuditLog")).toBe(false);
      expect(can([role], "manageStaff")).toBe(false);
    }
  });

  it("allows what any of several roles allows, and nothing without a role", () => {
    expect(can(["viewer", "merchandiser"], "editCatalogue")).toBe(true);
    expect(can(["viewer", "merchandiser"], "refundOrders")).toBe(false);
    for (const permission of PERMISSIONS) expect(can([], permission)).toBe(false);
  });

  it("names only known permissions in the table", () => {
    for (const role of ROLES)
      for (const permission of ROLE_PERMISSIONS[role]) expect(PERMISSIONS).toContain(permission);
  });

  it("reads roles as typed on the command line", () => {
    expect(parseRole("customer-service")).toBe("customerService");
    expect(parseRole("Customer service")).toBe("customerService");
    expect(parseRole("ADMINISTRATOR")).toBe("administrator");
    expect(parseRole("root")).toBeNull();
  });
});
