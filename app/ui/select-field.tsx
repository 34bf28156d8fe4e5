import type { SelectHTMLAttributes } from "react";
import { FieldError } from "./field-error.tsx";
import { useGivenId } from "./use-given-id.ts";
import "./input-field.css";

// A labelled native select with the same error region as the input field.
interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "name"> {
  label: string;
  fieldName: string;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ("Please choose…"). */
  placeholder?: string;
  errorMessage?: string | null;
}

export function SelectField({
  label,
  fieldName,
  options,
  placeholder,
  errorMessage,
  className,
  id: givenId,
  ...rest
}: SelectFieldProps) {
  const id = useGivenId(givenId);
  return (
    <div
      className={[
        "input-field",
        "input-field--select",
        errorMessage ? "input-field--invalid" : "",
        className ?? "",
      ]
        .join(" ")
        .trim()}
    >
      <div className="input-field__control">
        <select
          id={id}
          name={fieldName}
          className="input-field__input"
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={errorMessage ? `${id}-error` : undefined}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <label htmlFor={id} className="input-field__label">
          {label}
        </label>
      </div>
      <FieldError id={`${id}-error`} message={errorMessage} />
    </div>
  );
}
