import { describe, expect, it } from "vitest";
import { birthdayErrors, PERSONAL_DETAILS_MESSAGES, parsePersonalDetails } from "./personal-details-form.ts";

// spec 001 §5: birthday (optional), day DD and month MM must be valid.
const details = { title: "Mr", firstName: "Alan", lastName: "Turing", phoneNumber: "07700 900123" };

describe("personal details", () => {
  it("takes no birthday when both parts are empty", () => {
    expect(parsePersonalDetails(details)).toMatchObject({
      ok: true,
      details: { birthday: null, marketingConsent: false },
    });
  });

  it("reads a birthday of day and month, with 29 February allowed", () => {
    expect(
      parsePersonalDetails({ ...details, birthdayDay: "29", birthdayMonth: "02", marketingConsent: "on" }),
    ).toMatchObject({
      ok: true,
      details: { birthday: { day: 29, month: 2 }, marketingConsent: true, phone: "07700 900123" },
    });
  });

  it("refuses a day the month does not have, a month past 12 and half a birthday", () => {
    expect(birthdayErrors("31", "04")).toEqual({ birthdayDay: PERSONAL_DETAILS_MESSAGES.birthdayDay });
    expect(birthdayErrors("12", "13")).toEqual({ birthdayMonth: PERSONAL_DETAILS_MESSAGES.birthdayMonth });
    expect(birthdayErrors("12", "")).toEqual({ birthdayMonth: PERSONAL_DETAILS_MESSAGES.birthdayMonth });
    expect(birthdayErrors("0", "1")).toEqual({ birthdayDay: PERSONAL_DETAILS_MESSAGES.birthdayDay });
    expect(birthdayErrors("1x", "1")).toEqual({ birthdayDay: PERSONAL_DETAILS_MESSAGES.birthdayDay });
  });

  it("names the missing fields", () => {
    const result = parsePersonalDetails({ title: "", firstName: " " });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.keys(result.errors).sort()).toEqual(["firstName", "lastName", "phoneNumber", "title"]);
  });
});
