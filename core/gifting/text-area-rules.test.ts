import { describe, expect, it } from "vitest";
import { acceptTextAreaInput, textAreaState } from "./text-area-rules.ts";

describe("text area rules (spec 001 §5)", () => {
  it("allows 250 characters by default, with no line limit", () => {
    expect(textAreaState("a".repeat(240))).toEqual({
      charactersLeft: 10,
      linesLeft: Number.POSITIVE_INFINITY,
      valid: true,
    });
    expect(textAreaState("a".repeat(250)).valid).toBe(true);
    expect(textAreaState("a".repeat(251))).toMatchObject({ charactersLeft: -1, valid: false });
  });

  it("takes its own maximum", () => {
    expect(textAreaState("abc", { maxChars: 3 })).toMatchObject({ charactersLeft: 0, valid: true });
    expect(textAreaState("abcd", { maxChars: 3 }).valid).toBe(false);
  });

  it("wraps a line at floor(maxChars / maxLines) characters", () => {
    // 100 / 3 = 33 characters a line.
    expect(textAreaState("a".repeat(33), { maxChars: 100, maxLines: 3 }).linesLeft).toBe(2);
    expect(textAreaState("a".repeat(34), { maxChars: 100, maxLines: 3 }).linesLeft).toBe(1);
    expect(textAreaState("a\nb\nc", { maxChars: 100, maxLines: 3 })).toMatchObject({
      linesLeft: 0,
      valid: true,
    });
    expect(textAreaState("a\nb\nc\nd", { maxChars: 100, maxLines: 3 })).toMatchObject({
      linesLeft: -1,
      valid: false,
    });
  });

  it("reverts an input that breaks the rule and keeps one that does not", () => {
    expect(acceptTextAreaInput("abc", "abcd", { maxChars: 3 })).toBe("abc");
    expect(acceptTextAreaInput("ab", "abc", { maxChars: 3 })).toBe("abc");
    expect(acceptTextAreaInput("a\nb", "a\nb\nc", { maxChars: 20, maxLines: 2 })).toBe("a\nb");
  });

  it("strips HTML tags from an input", () => {
    expect(acceptTextAreaInput("", "<i>Hello</i> you")).toBe("Hello you");
  });
});
