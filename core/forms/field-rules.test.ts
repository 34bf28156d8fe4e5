import { describe, expect, it } from "vitest";
import {
  acceptTextAreaInput,
  countLines,
  FALLBACK_MESSAGE,
  fieldError,
  isAllowedGiftMessage,
  stripHtml,
  textAreaState,
  validatesOnLoad,
} from "./field-rules.ts";

const postcode = {
  pattern: "^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$",
  errorMessage: "Please enter a valid postcode",
};
const ok = { browserValid: true, browserMessage: "" };

describe("fieldError", () => {
  it("accepts a value that passes the browser and the country pattern", () => {
    expect(fieldError({ ...ok, value: "EC2A 3DQ", required: true, rule: postcode })).toBeNull();
  });

  it("shows the configured message when the pattern fails", () => {
    expect(fieldError({ ...ok, value: "12345", required: true, rule: postcode })).toBe(
      "Please enter a valid postcode",
    );
  });

  it("prefers a supplied message over the configured and the browser's", () => {
    expect(
      fieldError({
        value: "x",
        required: true,
        browserValid: false,
        browserMessage: "Bad",
        rule: postcode,
        suppliedMessage: "Mine",
      }),
    ).toBe("Mine");
  });

  it("falls back to the configured, then the browser's message", () => {
    expect(
      fieldError({
        value: "",
        required: true,
        browserValid: false,
        browserMessage: "Fill this in",
        rule: postcode,
      }),
    ).toBe("Please enter a valid postcode");
    expect(
      fieldError({ value: "", required: true, browserValid: false, browserMessage: "Fill this in" }),
    ).toBe("Fill this in");
    expect(fieldError({ value: "", required: true, browserValid: false, browserMessage: "" })).toBe(
      FALLBACK_MESSAGE,
    );
  });

  it("never flags an empty optional field, even with a pattern", () => {
    expect(fieldError({ ...ok, value: "  ", required: false, rule: postcode })).toBeNull();
  });

  it("validates on load only when filled", () => {
    expect(validatesOnLoad("")).toBe(false);
    expect(validatesOnLoad(" a ")).toBe(true);
  });
});

describe("text areas", () => {
  it("defaults to 250 characters", () => {
    expect(textAreaState("a".repeat(250))).toEqual({ charsLeft: 0, linesLeft: null, valid: true });
    expect(textAreaState("a".repeat(251)).valid).toBe(false);
  });

  it("wraps lines at maxChars / maxLines", () => {
    expect(countLines("a".repeat(25), 20)).toBe(2);
    expect(countLines("a\nb", 20)).toBe(2);
    expect(textAreaState("a\nb\nc", { maxChars: 60, maxLines: 2 })).toMatchObject({
      linesLeft: -1,
      valid: false,
    });
    expect(textAreaState("a".repeat(60), { maxChars: 60, maxLines: 2 })).toMatchObject({
      linesLeft: 0,
      valid: true,
    });
  });

  it("reverts input that breaks the rule and strips HTML", () => {
    expect(acceptTextAreaInput("abc", "abcd", { maxChars: 3 })).toBe("abc");
    expect(acceptTextAreaInput("", "<b>Hi</b> there")).toBe("Hi there");
    expect(stripHtml("<script>x</script>ok")).toBe("xok");
  });

  it("allows only the gift-message characters", () => {
    expect(isAllowedGiftMessage('Happy birthday, Anna! Love "Tom".\nx?')).toBe(true);
    expect(isAllowedGiftMessage("50% off <3")).toBe(false);
  });
});
