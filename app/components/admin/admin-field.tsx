import type { InputHTMLAttributes } from "react";

interface AdminFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  /** The server's word on what was posted, read out with the field. */
  error?: string;
}

/** A labelled input of a back-office form, with its error tied to it for screen readers. */
export function AdminField({ name, label, error, ...input }: AdminFieldProps) {
  const errorId = `${name}-error`;
  return (
    <label>
      {label}
      <input
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <span className="admin__field-error" id={errorId}>
          {error}
        </span>
      )}
    </label>
  );
}
