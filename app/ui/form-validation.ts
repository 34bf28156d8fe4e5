import { useEffect, useRef, useState } from "react";
import {
  FIELD_VALIDATION_DEBOUNCE_MS,
  fieldError,
  type PatternRule,
  validatesOnLoad,
} from "../../core/forms/field-rules.ts";

// The one form-validation helper (spec 002 §5). Each field uses the browser's own check plus the
// per-country pattern for its name; the message is the supplied one, else the configured one,
// else the browser's. A field is checked on blur, on load when filled, and 300 ms after typing
// once visited. The form checks every field on load and on submit and blocks a submit while any
// is invalid. Without JavaScript the browser's checks and the server's answer stand in.
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface FormValidationOptions {
  /** Pattern rules by field name for the shopper's country (validationRuleFor in site-config). */
  rules?: Readonly<Record<string, PatternRule | undefined>>;
  /** Messages the form supplies by field name; they win over configured and browser messages. */
  messages?: Readonly<Record<string, string>>;
  /** Errors the server already found (a no-JS or failed submit), shown until the field is checked again. */
  initialErrors?: Readonly<Record<string, string>>;
}

function fieldsOf(form: HTMLFormElement): Field[] {
  return [...form.elements].filter(
    (element): element is Field =>
      (element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement) &&
      element.name !== "" &&
      element.type !== "hidden" &&
      element.type !== "submit",
  );
}

function radioValue(field: Field): string {
  if (!(field instanceof HTMLInputElement) || (field.type !== "radio" && field.type !== "checkbox"))
    return field.value;
  const form = field.form;
  if (!form) return field.checked ? field.value : "";
  const checked = form.querySelector<HTMLInputElement>(`input[name="${CSS.escape(field.name)}"]:checked`);
  return checked?.value ?? "";
}

export function useFormValidation(options: FormValidationOptions = {}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({ ...options.initialErrors });
  const optionsRef = useRef(options);
  optionsRef.current = options;

  useEffect(() => {
    setErrors({ ...options.initialErrors });
  }, [options.initialErrors]);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // Our messages replace the browser's bubbles once the script runs.
    form.noValidate = true;
    const visited = new Set<string>();
    const timers = new Map<string, ReturnType<typeof setTimeout>>();

    const check = (field: Field): string | null => {
      const { rules = {}, messages = {} } = optionsRef.current;
      const message = fieldError({
        value: radioValue(field),
        required: field.required,
        browserValid: field.checkValidity(),
        browserMessage: field.validationMessage,
        rule: rules[field.name],
        suppliedMessage: messages[field.name],
      });
      setErrors((current) => {
        if ((current[field.name] ?? null) === message) return current;
        const next = { ...current };
        if (message) next[field.name] = message;
        else delete next[field.name];
        return next;
      });
      return message;
    };

    // On load: every field that is already filled (browser autofill, a returning no-JS submit).
    for (const field of fieldsOf(form)) if (validatesOnLoad(radioValue(field))) check(field);

    const onBlur = (event: FocusEvent) => {
      const field = event.target as Field;
      if (!field.name || !fieldsOf(form).includes(field)) return;
      visited.add(field.name);
      // Focus moving to the submit button: the submit checks every field anyway. Checking now would
      // add or remove a message between the button's mousedown and mouseup, moving the button from
      // under the pointer so the click never happens.
      const next = event.relatedTarget;
      if (next instanceof HTMLElement && form.contains(next) && next.matches('[type="submit"]')) return;
      check(field);
    };
    const onInput = (event: Event) => {
      const field = event.target as Field;
      if (!visited.has(field.name)) return;
      clearTimeout(timers.get(field.name));
      timers.set(
        field.name,
        setTimeout(() => check(field), FIELD_VALIDATION_DEBOUNCE_MS),
      );
    };
    const onSubmit = (event: SubmitEvent) => {
      const invalid = fieldsOf(form).filter((field) => check(field) !== null);
      for (const field of fieldsOf(form)) visited.add(field.name);
      if (invalid.length) {
        event.preventDefault();
        event.stopImmediatePropagation();
        invalid[0]?.focus();
      }
    };
    form.addEventListener("focusout", onBlur);
    form.addEventListener("input", onInput);
    form.addEventListener("change", onInput);
    // Captured, so it runs before the form's own submit handler (a router Form's), which it stops on a refusal.
    form.addEventListener("submit", onSubmit, { capture: true });
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
      form.removeEventListener("focusout", onBlur);
      form.removeEventListener("input", onInput);
      form.removeEventListener("change", onInput);
      form.removeEventListener("submit", onSubmit, { capture: true });
    };
  }, []);

  return { formRef, errors };
}
