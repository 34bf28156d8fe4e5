import type { InputHTMLAttributes } from "react";

interface AdminFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  /** The server's word on what was posted, read out with the field. */
  error?: string;
}

/** A labelled input of a back-office form, with its error tied to it for screen readers. */
export function AdminField({ name, label, error, ...input }: AdminFieldProps) {
  // Two forms of a page may share a field name: an id given to the input names its error too.
  const errorId = `${input.id ?? name}-error`;
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
