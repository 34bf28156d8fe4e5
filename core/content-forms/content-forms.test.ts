import { describe, expect, it } from "vitest";
import { isDomainError } from "../errors/domain-error.ts";
import { brochureRequestSchema } from "./brochure-request.ts";
import { contactMessageSchema } from "./contact-message.ts";
import {
  createContentFormService,
  type StoredBrochureRequest,
  type StoredContactMessage,
} from "./content-form-service.ts";

const gbPostcode = {
  pattern: "^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$",
  errorMessage: "Please enter a valid postcode",
};
const email = {
  pattern: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$",
  errorMessage: "Please enter a valid email address",
};

const brochure = {
  firstName: "Anna",
  lastName: "Smith",
  addressLine1: "12 Chapel Place",
  town: "London",
  postcode: "EC2A 3DQ",
  emailAddress: "anna@example.com",
  brochure: "home",
};

describe("brochure request", () => {
  it("accepts a complete request and strips HTML", () => {
    const value = brochureRequestSchema({ postcode: gbPostcode, emailAddress: email }).parse({
      ...brochure,
      firstName: "<b>Anna</b>",
      marketingOptIn: "on",
    });
    expect(value).toMatchObject({ firstName: "Anna", addressLine2: "", marketingOptIn: true });
  });

  it("applies the country's postcode pattern", () => {
    const result = brochureRequestSchema({ postcode: gbPostcode }).safeParse({
      ...brochure,
      postcode: "12345",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Please enter a valid postcode");
  });

  it("names every missing field", () => {
    const result = brochureRequestSchema({}).safeParse({});
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(
      expect.arrayContaining([
        "firstName",
        "lastName",
        "addressLine1",
        "town",
        "postcode",
        "emailAddress",
        "brochure",
      ]),
    );
  });
});

describe("contact message", () => {
  const message = {
    firstName: "Tom",
    lastName: "Lee",
    emailAddress: "tom@example.com",
    subject: "order",
    summary: "Where is it?",
    hasAccount: "no",
  };

  it("accepts an optional order number only in our format", () => {
    const schema = contactMessageSchema({ emailAddress: email });
    expect(schema.safeParse({ ...message, orderNumber: "W12345678" }).success).toBe(true);
    expect(schema.safeParse({ ...message, orderNumber: "" }).success).toBe(true);
    expect(schema.safeParse({ ...message, orderNumber: "12" }).success).toBe(false);
  });

  it("limits the summary to 250 characters", () => {
    const schema = contactMessageSchema({});
    expect(schema.safeParse({ ...message, summary: "a".repeat(251) }).success).toBe(false);
  });

  it("stores a valid message and rejects a bad one with field messages", async () => {
    const stored: (StoredBrochureRequest | StoredContactMessage)[] = [];
    const service = createContentFormService(
      {
        addBrochureRequest: async (r) => void stored.push(r),
        addContactMessage: async (m) => void stored.push(m),
        findBrochureRequest: async () => null,
        findContactMessage: async () => null,
      },
      () => "id-1",
    );
    const context = { version: "uk" as const, country: "GB", now: new Date(0) };
    await expect(service.sendContactMessage(message, {}, context)).resolves.toEqual({ id: "id-1" });
    expect(stored).toHaveLength(1);
    const error = await service
      .sendContactMessage({ ...message, hasAccount: "maybe" }, {}, context)
      .catch((e) => e);
    expect(isDomainError(error) && error.kind).toBe("invalid");
    expect(error.fields).toEqual({ hasAccount: "Please tell us whether you have an account with us" });
  });
});
