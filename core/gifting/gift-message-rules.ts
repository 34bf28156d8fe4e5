// spec 001 §5 "Gift message": at most 250 characters; letters, digits, line breaks, space and the marks
// ? " . ' , ! only; no emoji or other symbols; HTML tags are stripped first. Pure: the bag's form, its
// script and the server's checkout calls all use these.

/** spec 001 §5 and §9. */
export const GIFT_MESSAGE_MAX_CHARS = 250;

// Letters of any script (é, ß, ł), decimal digits, line feed, space and the six marks. \p{Nd} rather than \p{N}:
// "½", "²" and "Ⅻ" are numbers but not digits, and the card printer has no glyphs for them.
const ALLOWED = /^[\p{L}\p{Nd}\n ?".',!]*$/u;

// The tag pattern of core/forms/field-rules.ts stripHtml, plus comments: a "<3" stays text (and is refused).
const TAG = /<!--[\s\S]*?-->|<\/?[a-z][^>]*>/gi;

/**
 * The message as it is kept: tags stripped, Windows and old Mac line breaks made `\n`, composed to NFC (an
 * "é" typed as e + accent is one letter, not a letter and a symbol), and the ends trimmed.
 */
export function cleanGiftMessage(raw: string): string {
  return raw.replace(TAG, "").replace(/\r\n?/g, "\n").normalize("NFC").trim();
}

/** Why a message was refused; the wording is in gifting-messages.ts. */
export type GiftMessageRefusal = "tooLong" | "notAllowed";

type GiftMessageCheck =
  | { valid: true; message: string }
  | { valid: false; reason: GiftMessageRefusal; message: string };

/** Cleans the message, then checks it; `message` is always the cleaned text. An empty message is valid. */
export function checkGiftMessage(raw: string): GiftMessageCheck {
  const message = cleanGiftMessage(raw);
  if (message.length > GIFT_MESSAGE_MAX_CHARS) return { valid: false, reason: "tooLong", message };
  if (!ALLOWED.test(message)) return { valid: false, reason: "notAllowed", message };
  return { valid: true, message };
}
