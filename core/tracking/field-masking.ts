import type { TrackingEventOf } from "./tracking-events.ts";

// spec 002 §9: "Sensitive analytics field names (email, name, password, personal message) are masked" and input
// tracking reports "sensitive field values as filled or not only". Card data never reaches our pages (it is typed
// in the acquirer's framed page), but a field that looks like it is masked too. Beyond the spec's names, a field
// is sensitive when its type or its autocomplete token says it holds personal data (an address, a phone number, a
// birthday): those are the shopper's, not behaviour, and are not ours to collect.

const SENSITIVE_NAME =
  /e-?mail|name|password|passwd|pwd|message|card|cvv|cvc|security-?code|expir|pin\b|phone|tel\b|mobile|address|line\d|postcode|post-?code|zip|town|city|birth|dob|token/i;
const SENSITIVE_TYPES = new Set(["email", "password", "tel"]);
const PERSONAL_AUTOCOMPLETE =
  /\b(name|honorific-prefix|given-name|additional-name|family-name|nickname|email|username|new-password|current-password|one-time-code|street-address|address-line\d|address-level\d|postal-code|country-name|cc-\w+|bday(-\w+)?|sex|tel(-\w+)?|impp|url|photo)\b/;

/** What input tracking knows of a field. */
export interface TrackedField {
  /** The form's id or name ("" when it has none). */
  form: string;
  /** The field's name, else its id. */
  name: string;
  /** The input's type (text, email, checkbox…); "textarea" and "select" for those elements. */
  type: string;
  autocomplete?: string;
  /** The field's value as it would be submitted ("" when empty; a checkbox's value only when checked). */
  value: string;
  /** A page may mark any field sensitive with data-tracking="masked". */
  markedSensitive?: boolean;
}

export function isSensitiveField(
  field: Pick<TrackedField, "name" | "type" | "autocomplete" | "markedSensitive">,
): boolean {
  if (field.markedSensitive) return true;
  if (SENSITIVE_TYPES.has(field.type)) return true;
  if (field.type === "textarea") return true;
  if (SENSITIVE_NAME.test(field.name)) return true;
  return PERSONAL_AUTOCOMPLETE.test((field.autocomplete ?? "").toLowerCase());
}

const NOT_TRACKED_TYPES = new Set(["hidden", "submit", "button", "reset", "image", "file"]);

/** Whether a field is tracked at all: hidden fields and buttons carry no shopper input. */
export function isTrackedField(field: Pick<TrackedField, "name" | "type">): boolean {
  return field.name.length > 0 && !NOT_TRACKED_TYPES.has(field.type) && field.name !== "CSRFToken";
}

/** The input-tracking event of a field: its value only when it is filled and not sensitive, capped at 100. */
export function inputTrackingEvent(field: TrackedField): TrackingEventOf<"Input Tracking"> {
  const filled = field.value.trim().length > 0;
  const sensitive = isSensitiveField(field);
  return {
    event: "Input Tracking",
    form: field.form.slice(0, 100),
    field: field.name.slice(0, 100),
    filled,
    sensitive,
    ...(filled && !sensitive ? { value: field.value.trim().slice(0, 100) } : {}),
  };
}
