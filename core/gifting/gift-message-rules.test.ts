import { describe, expect, it } from "vitest";
import { checkGiftMessage, cleanGiftMessage } from "./gift-message-rules.ts";
import { GIFTING_MESSAGES, giftMessageRefusalText } from "./gifting-messages.ts";

describe("gift message rules (spec 001 §5)", () => {
  it("accepts letters of any script, digits, line breaks, spaces and ? \" . ' , !", () => {
    const message = 'Happy 40th birthday, Zoë! Love from "Tom"...';
    expect(checkGiftMessage(message)).toEqual({ valid: true, message });
    expect(checkGiftMessage("Joyeux Noël, chère Émilie?\nÀ bientôt. Łukasz's gift").valid).toBe(true);
  });

  it("accepts an empty message", () => {
    expect(checkGiftMessage("")).toEqual({ valid: true, message: "" });
  });

  it("accepts 250 characters and refuses 251", () => {
    expect(checkGiftMessage("a".repeat(250))).toEqual({ valid: true, message: "a".repeat(250) });
    expect(checkGiftMessage("a".repeat(251))).toMatchObject({ valid: false, reason: "tooLong" });
  });

  it.each(["😀", "❤️", "★", "€", "<", ">", "&", "50%", "#1", "½", "a-b", "a:b", "tab\there"])(
    "refuses %s as a symbol the card cannot carry",
    (symbol) => {
      expect(checkGiftMessage(`Hello ${symbol}`)).toMatchObject({ valid: false, reason: "notAllowed" });
    },
  );

  it("strips HTML tags before counting and checking", () => {
    expect(checkGiftMessage("<b>Happy</b> birthday<br/>")).toEqual({
      valid: true,
      message: "Happy birthday",
    });
    expect(checkGiftMessage(`<p>${"a".repeat(250)}</p>`).valid).toBe(true);
    expect(checkGiftMessage("<script>alert</script>Hi")).toEqual({ valid: true, message: "alertHi" });
  });

  it("keeps a '<3' that is no tag, and refuses it", () => {
    expect(checkGiftMessage("Love you <3")).toMatchObject({
      valid: false,
      reason: "notAllowed",
      message: "Love you <3",
    });
  });

  it("normalises Windows line breaks, composes accents and trims the ends", () => {
    expect(cleanGiftMessage("  Dear Ann,\r\nLove Bo\r ")).toBe("Dear Ann,\nLove Bo");
    // "e" + combining acute accent is one letter once composed.
    expect(checkGiftMessage("Caf\u0065\u0301")).toEqual({ valid: true, message: "Café" });
  });

  it("words each refusal clearly", () => {
    expect(giftMessageRefusalText("tooLong")).toBe("Your message can be up to 250 characters.");
    expect(giftMessageRefusalText("notAllowed")).toBe(GIFTING_MESSAGES.messageNotAllowed);
    expect(GIFTING_MESSAGES.messageNotAllowed).toBe(
      "Your message can only use letters, numbers, spaces, line breaks and ? \" . ' , !",
    );
  });
});
