import { type ReactNode, useEffect } from "react";
import { Icon } from "./icon.tsx";
import "./snackbar.css";

// Snackbar (spec 002 shared components): a short message at the foot of the screen that closes
// itself after 4 s when auto-close is on (the snackbarAutoClose toggle), or by its close button.
export const SNACKBAR_AUTO_CLOSE_MS = 4000;

interface SnackbarProps {
  open: boolean;
  onClose: () => void;
  autoClose?: boolean;
  type?: "info" | "success" | "error";
  closeLabel?: string;
  children: ReactNode;
}

export function Snackbar({
  open,
  onClose,
  autoClose = true,
  type = "info",
  closeLabel = "Close",
  children,
}: SnackbarProps) {
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
          <button type="button" className="snackbar__close" aria-label={closeLabel} onClick={onClose}>
            <Icon name="close" size={14} strokeWidth={2} />
          </button>
        </div>
      )}
    </div>
  );
}
