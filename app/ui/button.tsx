import type { ButtonHTMLAttributes } from "react";
import { Spinner } from "./spinner.tsx";
import "./button.css";

// Buttons (spec 002 "button variants"): primary (filled), secondary (outlined) and text. A busy
// button keeps its width, shows a spinner and refuses a second press.
export type ButtonVariant = "primary" | "secondary" | "text";

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  busy?: boolean;
  /** Read out while busy, e.g. "Sending". */
  busyLabel?: string;
  fullWidth?: boolean;
}

export function buttonClassName(
  variant: ButtonVariant = "primary",
  fullWidth = false,
  extra?: string,
): string {
  return ["ui-button", `ui-button--${variant}`, fullWidth ? "ui-button--full" : "", extra ?? ""]
    .filter(Boolean)
    .join(" ");
}

export function Button({
  variant = "primary",
  busy = false,
  busyLabel = "Please wait",
  fullWidth = false,
  className,
  children,
  type = "button",
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName(variant, fullWidth, className)}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      <span className={busy ? "ui-button__label ui-button__label--busy" : "ui-button__label"}>
        {children}
      </span>
      {busy && (
        <span className="ui-button__busy">
          <Spinner size={18} color="currentColor" label={busyLabel} />
        </span>
      )}
    </button>
  );
}
