import type { DomainError } from "../../../core/errors/domain-error.ts";

/** What a form page gets back from a refused submit: the field messages and what was typed. */
export interface FormFailure {
  errors: Record<string, string>;
  values: Record<string, string>;
}

/** A form's string fields (files and the CSRF token left out), to give back to the page. */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string" && key !== "CSRFToken") values[key] = value;
  return values;
}

/** The field messages of an invalid submission; anything else is not ours to show and is thrown again. */
export function failureFrom(error: unknown, values: Record<string, string>): FormFailure {
  if (isInvalidInput(error)) return { errors: error.fields ?? { form: error.message }, values };
  throw error;
}

/**
 * The service's DomainError comes from the server's copy of core/, not the page bundle's, so
 * `instanceof` cannot see it; its name and kind can.
 */
function isInvalidInput(error: unknown): error is DomainError {
  return (
    error instanceof Error &&
    error.name === "DomainError" &&
    (error as Partial<DomainError>).kind === "invalid"
  );
}
