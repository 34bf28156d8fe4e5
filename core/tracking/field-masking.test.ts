import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inputTrackingEvent, isSensitiveField, isTrackedField } from "./field-masking.ts";
import { trackingEventSchema } from "./tracking-events.ts";

const field = { form: "checkout", type: "text", value: "" };

describe("input tracking's masking (spec 002 §9)", () => {
  it("masks the spec's sensitive names: email, name, password, personal message", () => {
    for (const name of [
      "email",
      "guestEmail",
      "firstName",
      "lastName",
      "password",
      "newPassword",
      "giftMessage",
    ])
      expect(isSensitiveField({ ...field, name }), name).toBe(true);
  });

  it("masks card data and personal data by name, type or autocomplete token", () => {
    expect(isSensitiveField({ ...field, name: "cardNumber" })).toBe(true);
    expect(isSensitiveField({ ...field, name: "cvv" })).toBe(true);
    expect(isSensitiveField({ ...field, name: "postcode" })).toBe(true);
    expect(isSensitiveField({ ...field, name: "q1", type: "tel" })).toBe(true);
    expect(isSensitiveField({ ...field, name: "q2", type: "email" })).toBe(true);
    expect(isSensitiveField({ ...field, name: "q3", autocomplete: "shipping street-address" })).toBe(true);
    expect(isSensitiveField({ ...field, name: "q4", type: "textarea" })).toBe(true);
    expect(isSensitiveField({ ...field, name: "q5", markedSensitive: true })).toBe(true);
  });

  it("reports a choice's value, and a sensitive field as filled or not only", () => {
    expect(inputTrackingEvent({ ...field, name: "sort", type: "select", value: "price-asc" })).toEqual({
      event: "Input Tracking",
      form: "checkout",
      field: "sort",
      filled: true,
      sensitive: false,
      value: "price-asc",
    });
    expect(
      inputTrackingEvent({ ...field, name: "email", type: "email", value: "reader@example.com" }),
    ).toEqual({
      event: "Input Tracking",
      form: "checkout",
      field: "email",
      filled: true,
      sensitive: true,
    });
    expect(inputTrackingEvent({ ...field, name: "password", type: "password", value: "" })).toMatchObject({
      filled: false,
    });
  });

  it("never lets a sensitive field's value through, whatever was typed", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("email", "firstName", "password", "personalMessage", "cardNumber", "phone"),
        fc.string(),
        (name, value) => {
          const event = inputTrackingEvent({ ...field, name, value });
          expect(event).not.toHaveProperty("value");
          expect(trackingEventSchema.safeParse(event).success).toBe(true);
        },
      ),
    );
  });

  it("leaves out hidden fields, buttons and the CSRF token", () => {
    expect(isTrackedField({ name: "CSRFToken", type: "text" })).toBe(false);
    expect(isTrackedField({ name: "intent", type: "hidden" })).toBe(false);
    expect(isTrackedField({ name: "analytics", type: "submit" })).toBe(false);
    expect(isTrackedField({ name: "quantity", type: "number" })).toBe(true);
  });
});
