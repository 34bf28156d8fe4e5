/**
 * spec 000 §5: characters matching the configured pattern are stripped from a search and the
 * shopper is told. A pattern that does not compile strips nothing rather than breaking search.
 */
export function stripSpecialCharacters(text: string, pattern: string): { text: string; stripped: boolean } {
  let regex: RegExp;
  try {
    regex = new RegExp(pattern, "g");
  } catch {
    return { text, stripped: false };
  }
  const cleaned = text.replace(regex, "");
  return { text: cleaned, stripped: cleaned !== text };
}

/** spec 000 §5: a query shorter than the minimum gives the invalid-query message and no call. */
export function isQueryTooShort(text: string, minChars: number): boolean {
  return text.trim().length < minChars;
}
