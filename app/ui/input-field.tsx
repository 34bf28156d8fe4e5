import { type InputHTMLAttributes, useState } from "react";
import { Popover } from "./popover.tsx";
import { useGivenId } from "./use-given-id.ts";
import "./input-field.css";

// Input field (spec 002 shared components, §4, §5, §8): label and sub-label, placeholder or a
// floating placeholder (the label sits inside the empty field and rises when focused or filled),
// help text in a popover above the field while it is focused, and the error in an alert region
// below it. The field is invalid whenever it has an error message (or `failed` is set).
type InputFieldType = "text" | "number" | "password" | "email" | "tel" | "date";

interface InputFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "value" | "defaultValue" | "name"> {
  label: string;
  subLabel?: string;
  placeholder?: string;
  floatingPlaceholder?: boolean;
  info?: string;
  errorMessage?: string | null;
  failed?: boolean;
  type?: InputFieldType;
  /** Controlled value; leave it out to let the field keep its own (defaultValue). */
  value?: string;
  defaultValue?: string;
  maxLength?: number;
  /** The field's name, also the key of its per-country validation rule. */
  fieldName: string;
  formName?: string;
  /** The field's id, wherever the server renders it (app/ui/use-given-id.ts). */
  id?: string;
  /** Extra data-* attributes (tracking hooks), given without the data- prefix. */
  dataAttr?: Record<string, string>;
  /** Shown after the label of a field that is not required. */
  optionalText?: string;
}

export function InputField({
  label,
  subLabel,
  placeholder,
  floatingPlaceholder = false,
  info,
  errorMessage,
  failed = false,
  type = "text",
  value,
  defaultValue,
  maxLength,
  fieldName,
  formName,
  dataAttr = {},
  optionalText = "(optional)",
  className,
  onFocus,
  onBlur,
  id: givenId,
  ...rest
}: InputFieldProps) {
  const id = useGivenId(givenId);
  const [focused, setFocused] = useState(false);
  const invalid = Boolean(errorMessage) || failed;
  const errorId = `${id}-error`;
  const infoId = `${id}-info`;
  const subId = `${id}-sub`;
  const describedBy = [subLabel ? subId : "", info ? infoId : "", errorMessage ? errorId : ""]
    .filter(Boolean)
    .join(" ");
  const data = Object.fromEntries(Object.entries(dataAttr).map(([key, v]) => [`data-${key}`, v]));
  return (
    <div
      className={[
        "input-field",
        floatingPlaceholder ? "input-field--floating" : "",
        invalid ? "input-field--invalid" : "",
        focused ? "input-field--focused" : "",
        className ?? "",
      ]
        .filter(Boolean)
        .join(" ")}
      data-form={formName}
    >
      {info && (
        <Popover id={infoId} position="top" visible={focused} role="tooltip" className="input-field__info">
          {info}
        </Popover>
      )}
      <div className="input-field__control">
        <input
          id={id}
          name={fieldName}
          type={type}
          value={value}
          defaultValue={defaultValue}
          maxLength={maxLength}
          // A floating label needs a (blank) placeholder so CSS can tell an empty field.
          placeholder={floatingPlaceholder ? " " : placeholder}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
          className="input-field__input"
          onFocus={(event) => {
            setFocused(true);
            onFocus?.(event);
          }}
          onBlur={(event) => {
            setFocused(false);
            onBlur?.(event);
          }}
          {...data}
          {...rest}
        />
        <label htmlFor={id} className="input-field__label">
          {label}
          {rest.required ? null : <span className="input-field__optional">{` ${optionalText}`}</span>}
        </label>
      </div>
      {subLabel && (
        <p id={subId} className="input-field__sub-label">
          {subLabel}
        </p>
      )}
      <div className="input-field__error-region" role="alert">
        {errorMessage && (
          <p id={errorId} className="input-field__error">
            {errorMessage}
          </p>
        )}
      </div>
    </div>
  );
}
