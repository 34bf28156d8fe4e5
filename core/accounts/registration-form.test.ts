import { describe, expect, it } from "vitest";
import { fieldMessages } from "../content-forms/form-fields.ts";
import { parseBirthday } from "./birthday.ts";
import { PASSWORD_MISMATCH_MESSAGE } from "./password-rules.ts";
import { REGISTRATION_MESSAGES, registrationFormSchema } from "./registration-form.ts";

const form = {
  title: "Mx",
  firstName: " Ada ",
  lastName: "Lovelace",
  phone: "+44 7700 900123",
  email: "ada@example.com",
  password: "Sea-glass 7",
  confirmPassword: "Sea-glass 7",
  birthdayDay: "",
  birthdayMonth: "",
};

describe("the registration form", () => {
  it("turns the posted form into a registration", () => {
    const parsed = registrationFormSchema.parse({ ...form, marketingConsent: "on" });
    expect(parsed).toMatchObject({ title: "Mx", firstName: "Ada", birthday: null, marketingConsent: true });
  });

  it("names each wrong field with its message", () => {
    const result = registrationFormSchema.safeParse({
      ...form,
      title: "Lord",
      email: "ada@",
      phone: "call me",
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldMessages(result.error)).toMatchObject({
      title: REGISTRATION_MESSAGES.title,
      email: REGISTRATION_MESSAGES.email,
      phone: REGISTRATION_MESSAGES.phone,
    });
  });

  it("answers a confirmation that does not match in the spec's words", () => {
    const result = registrationFormSchema.safeParse({ ...form, confirmPassword: "Sea-glass 8" });
    expect(result.success || fieldMessages(result.error)).toEqual({
      confirmPassword: PASSWORD_MISMATCH_MESSAGE,
    });
  });

  it("refuses a password that breaks a rule", () => {
    const result = registrationFormSchema.safeParse({ ...form, password: "short", confirmPassword: "short" });
    expect(result.success || fieldMessages(result.error).password).toBe(REGISTRATION_MESSAGES.password);
  });
});

describe("the birthday (spec 001 §5: DD and MM valid)", () => {
  it.each([
    ["29", "02", { day: 29, month: 2 }],
    ["9", "3", { day: 9, month: 3 }],
    ["31", "12", { day: 31, month: 12 }],
    ["", "", null],
  ])("%s/%s is %o", (day, month, expected) => {
    expect(parseBirthday(day, month)).toEqual(expected);
  });

  it.each([
    ["30", "02"],
    ["31", "04"],
    ["00", "01"],
    ["12", "13"],
    ["12", ""],
    ["x", "1"],
  ])("%s/%s is not a day", (day, month) => {
    expect(parseBirthday(day, month)).toBeUndefined();
  });
});
