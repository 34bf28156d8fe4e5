import { type ReactNode, useEffect } from "react";
import { SNACKBAR_AUTO_CLOSE_MS, snackbarAutoCloses } from "../../core/site/snackbar-rules.ts";
import { useSite } from "../lib/use-site.ts";
import { Icon } from "./icon.tsx";
import "./snackbar.css";

interface SnackbarProps {
  open: boolean;
  onClose: () => void;
  /** Shows the close control. */
  closable?: boolean;
  type?: "info" | "success" | "error";
  /** The close control's name; the shell's wording when not given. */
  closeLabel?: string;
  children: ReactNode;
}

/**
 * A short message at the foot of the screen (spec 000 §4, spec 002 shared components): an optional close
 * control, and it closes itself after 4 s when both the snackbarAutoClose toggle and the close control are on.
 */
export function Snackbar({
  open,
  onClose,
  closable = true,
  type = "info",
  closeLabel,
  children,
}: SnackbarProps) {
  const { t, data } = useSite();
  const autoClose = snackbarAutoCloses(data?.toggles.snackbarAutoClose ?? true, closable);
  useEffect(() => {
    if (!open || !autoClose) return;
    const timer = setTimeout(onClose, SNACKBAR_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open, autoClose, onClose]);
  return (
    <div
      className="snackbar-region"
      role={type === "error" ? "alert" : "status"}
      aria-live={type === "error" ? "assertive" : "polite"}
    >
      {open && (
        <div className={`snackbar snackbar--${type}`}>
          <span className="snackbar__message">{children}</span>
          {closable && (
            <button
              type="button"
              className="snackbar__close"
              aria-label={closeLabel ?? t("shell.snackbar.close")}
              onClick={onClose}
            >
              <Icon name="close" size={14} strokeWidth={2} />
            </button>
          )}
        </div>
      )}
    </div>
  );
}
