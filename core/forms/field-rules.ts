// Form-field validation rules (spec 002 §5 "Form field", "Text areas"). Pure: the browser hook
// (app/ui/form-validation.ts) and the server actions use the same rules.

/** How long after typing a visited field is checked again. */
export const FIELD_VALIDATION_DEBOUNCE_MS = 300;

export interface PatternRule {
  pattern: string;
  errorMessage: string;
}

interface FieldCheck {
  value: string;
  required: boolean;
  /** What the browser's own check said (`checkValidity()`), and its message. */
  browserValid: boolean;
  browserMessage: string;
  /** The per-country pattern for this field name, when configuration has one. */
  rule?: PatternRule;
  /** A message the form supplies for this field; it wins over every other. */
  suppliedMessage?: string;
}

export const FALLBACK_MESSAGE = "Please check this field";

/** The message to show for a field, or null when it is valid. Supplied → configured → browser. */
export function fieldError(check: FieldCheck): string | null {
  const value = check.value.trim();
  // An empty optional field is never an error, whatever the pattern says.
  if (value === "" && !check.required) return null;
  const patternFails =
    check.rule !== undefined && value !== "" && !new RegExp(check.rule.pattern).test(value);
  if (check.browserValid && !patternFails) return null;
  return check.suppliedMessage || check.rule?.errorMessage || check.browserMessage || FALLBACK_MESSAGE;
}

/** A field is checked on load only when it already has a value (spec 002 §5). */
export function validatesOnLoad(value: string): boolean {
  return value.trim() !== "";
}

/** Text areas (spec 002 §5): default max 250 characters; optional max lines. */
export const TEXT_AREA_DEFAULT_MAX_CHARS = 250;

interface TextAreaLimits {
  maxChars?: number;
  maxLines?: number;
}

interface TextAreaState {
  charsLeft: number;
  linesLeft: number | null;
  valid: boolean;
}

/** Removes HTML tags, so markup never reaches a message. */
export function stripHtml(value: string): string {
  return value.replace(/<\/?[a-z][^>]*>/gi, "");
}

/** Lines the text fills when a line wraps at maxChars / maxLines characters. */
export function countLines(value: string, lineLength: number): number {
  if (lineLength <= 0) return value.split("\n").length;
  return value
    .split("\n")
    .reduce((total, line) => total + Math.max(1, Math.ceil(line.length / lineLength)), 0);
}

export function textAreaState(value: string, limits: TextAreaLimits = {}): TextAreaState {
  const maxChars = limits.maxChars ?? TEXT_AREA_DEFAULT_MAX_CHARS;
  const charsLeft = maxChars - value.length;
  const linesLeft = limits.maxLines
    ? limits.maxLines - countLines(value, Math.floor(maxChars / limits.maxLines))
    : null;
  return { charsLeft, linesLeft, valid: charsLeft >= 0 && (linesLeft === null || linesLeft >= 0) };
}

/** The value a text area keeps after input: HTML stripped; input that breaks the rule is reverted. */
export function acceptTextAreaInput(previous: string, next: string, limits: TextAreaLimits = {}): string {
  const clean = stripHtml(next);
  return textAreaState(clean, limits).valid ? clean : previous;
}

/** Gift messages allow letters, digits, line breaks, space and ? " . ' , ! only. */
const GIFT_MESSAGE_PATTERN = /^[\p{L}\p{N}\n\r ?".',!]*$/u;

export function isAllowedGiftMessage(value: string): boolean {
  return GIFT_MESSAGE_PATTERN.test(value);
}
