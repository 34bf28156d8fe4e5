import { countLines, stripHtml, TEXT_AREA_DEFAULT_MAX_CHARS } from "../forms/field-rules.ts";

// spec 001 §5 "Text areas" (the gift message's box): default max 250 characters, optional maxChars and
// maxLines, a line wraps at floor(maxChars / maxLines); valid only while both counts left are at least 0, and
// input that breaks the rule is reverted. The same rule as spec 002 §5, so it counts lines with
// core/forms/field-rules.ts; this shape names what the gift message's counter shows.

interface TextAreaOptions {
  maxChars?: number;
  maxLines?: number;
}

interface TextAreaCounts {
  charactersLeft: number;
  /** Infinity when the area has no line limit. */
  linesLeft: number;
  valid: boolean;
}

export function textAreaState(value: string, options: TextAreaOptions = {}): TextAreaCounts {
  const maxChars = options.maxChars ?? TEXT_AREA_DEFAULT_MAX_CHARS;
  const charactersLeft = maxChars - value.length;
  const linesLeft =
    options.maxLines && options.maxLines > 0
      ? options.maxLines - countLines(value, Math.floor(maxChars / options.maxLines))
      : Number.POSITIVE_INFINITY;
  return { charactersLeft, linesLeft, valid: charactersLeft >= 0 && linesLeft >= 0 };
}

/** The text the area keeps after an input: tags stripped; an input that breaks the rule keeps `previous`. */
export function acceptTextAreaInput(previous: string, next: string, options: TextAreaOptions = {}): string {
  const clean = stripHtml(next);
  return textAreaState(clean, options).valid ? clean : previous;
}
