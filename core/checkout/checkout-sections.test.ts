import { describe, expect, it } from "vitest";
import { sectionStatuses } from "./checkout-sections.ts";

const none = { deliveryType: false, deliveryDetails: false, billing: false };

describe("sectionStatuses (spec 001 §3 sectionControl)", () => {
  it("opens the first section and locks the rest on a new checkout", () => {
    expect(sectionStatuses(none, null)).toEqual({
      deliveryType: "open",
      deliveryDetails: "locked",
      billing: "locked",
      payment: "locked",
    });
  });

  it("opens a section when the one before is done", () => {
    expect(sectionStatuses({ ...none, deliveryType: true }, null)).toEqual({
      deliveryType: "done",
      deliveryDetails: "open",
      billing: "locked",
      payment: "locked",
    });
  });

  it("opens payment once every section is done", () => {
    const all = { deliveryType: true, deliveryDetails: true, billing: true };
    expect(sectionStatuses(all, null).payment).toBe("open");
  });

  it("reopens a done section on Edit, keeps later summaries and locks payment", () => {
    const all = { deliveryType: true, deliveryDetails: true, billing: true };
    expect(sectionStatuses(all, "deliveryType")).toEqual({
      deliveryType: "open",
      deliveryDetails: "done",
      billing: "done",
      payment: "locked",
    });
  });

  it("ignores an Edit of a section that cannot be reached yet", () => {
    expect(sectionStatuses(none, "billing").deliveryType).toBe("open");
    expect(sectionStatuses(none, "billing").billing).toBe("locked");
  });

  it("locks everything after a section that became incomplete", () => {
    const statuses = sectionStatuses({ deliveryType: true, deliveryDetails: false, billing: true }, null);
    expect(statuses.deliveryDetails).toBe("open");
    expect(statuses.billing).toBe("locked");
  });
});
