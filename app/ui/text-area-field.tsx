import { type TextareaHTMLAttributes, useState } from "react";
import {
  acceptTextAreaInput,
  stripHtml,
  TEXT_AREA_DEFAULT_MAX_CHARS,
  textAreaState,
} from "../../core/forms/field-rules.ts";
import { FieldError } from "./field-error.tsx";
import { useGivenId } from "./use-given-id.ts";
import "./input-field.css";

// Text area (spec 002 §5): at most 250 characters by default, or the given maxChars and maxLines;
// input that would break the rule is reverted and HTML tags are stripped. A live counter tells
// the shopper what is left.
interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "value" | "onChange"> {
  label: string;
  fieldName: string;
  maxChars?: number;
  maxLines?: number;
  errorMessage?: string | null;
  defaultValue?: string;
  /** Optional hint under the field, e.g. that emoji cannot be printed. */
  hint?: string;
  charactersLeftText?: (count: number) => string;
  optionalText?: string;
}

export function TextAreaField({
  label,
  fieldName,
  maxChars = TEXT_AREA_DEFAULT_MAX_CHARS,
  maxLines,
  errorMessage,
  defaultValue = "",
  hint,
  charactersLeftText = (count) => `${count} characters left`,
  optionalText = "(optional)",
  className,
  rows = 5,
  id: givenId,
  ...rest
}: TextAreaFieldProps) {
  const id = useGivenId(givenId);
  const [value, setValue] = useState(stripHtml(defaultValue));
  const state = textAreaState(value, { maxChars, maxLines });
  const describedBy = [`${id}-count`, hint ? `${id}-hint` : "", errorMessage ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div
      className={[
        "input-field",
        "input-field--textarea",
        errorMessage ? "input-field--invalid" : "",
        className ?? "",
      ]
        .join(" ")
        .trim()}
    >
      <div className="input-field__control">
        <textarea
          id={id}
          name={fieldName}
          className="input-field__input"
          rows={rows}
          maxLength={maxChars}
          value={value}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) =>
            setValue((previous) => acceptTextAreaInput(previous, event.target.value, { maxChars, maxLines }))
          }
          {...rest}
        />
        <label htmlFor={id} className="input-field__label">
          {label}
          {rest.required ? null : <span className="input-field__optional">{` ${optionalText}`}</span>}
        </label>
      </div>
      <p id={`${id}-count`} className="input-field__sub-label input-field__count" aria-live="polite">
        {charactersLeftText(Math.max(state.charsLeft, 0))}
      </p>
      {hint && (
        <p id={`${id}-hint`} className="input-field__sub-label">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={errorMessage} />
    </div>
  );
}
