import { useId } from "react";
import { FieldError } from "./field-error.tsx";
import "./radio-group.css";
import "./input-field.css";

// A fieldset of radio buttons with a legend, for short either/or questions.
interface RadioGroupProps {
  legend: string;
  fieldName: string;
  options: readonly { value: string; label: string }[];
  defaultValue?: string;
  required?: boolean;
  errorMessage?: string | null;
}

export function RadioGroup({
  legend,
  fieldName,
  options,
  defaultValue,
  required,
  errorMessage,
}: RadioGroupProps) {
  const id = useId();
  return (
    <fieldset
      className={errorMessage ? "radio-group input-field--invalid" : "radio-group"}
      aria-describedby={errorMessage ? `${id}-error` : undefined}
    >
      <legend className="radio-group__legend">{legend}</legend>
      <div className="radio-group__options">
        {options.map((option) => (
          <label key={option.value} className="radio-group__option">
            <input
              type="radio"
              name={fieldName}
              value={option.value}
              defaultChecked={defaultValue === option.value}
              required={required}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={errorMessage} />
    </fieldset>
  );
}
