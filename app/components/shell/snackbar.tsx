import { type ReactNode, useEffect } from "react";
import { SNACKBAR_AUTO_CLOSE_MS, snackbarAutoCloses } from "../../../core/site/snackbar.ts";
import { useSite } from "../../lib/use-site.ts";
import { ShellIcon } from "./shell-icons.tsx";
import "../../ui/snackbar.css";

interface SnackbarProps {
  open: boolean;
  onClose: () => void;
  /** Shows the close control. */
  closable?: boolean;
  children: ReactNode;
}

/**
 * A short message at the foot of the screen (spec 000 §4): an optional close control, and it closes itself after
 * 4 s when both the snackbarAutoClose toggle and the close control are enabled.
 */
export function Snackbar({ open, onClose, closable = true, children }: SnackbarProps) {
  const { t, data } = useSite();
  const autoClose = snackbarAutoCloses(data?.toggles.snackbarAutoClose ?? true, closable);
  useEffect(() => {
    if (!open || !autoClose) return;
    const timer = setTimeout(onClose, SNACKBAR_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open, autoClose, onClose]);
  return (
    <div className="snackbar-region" role="status" aria-live="polite">
      {open && (
        <div className="snackbar">
          <div className="snackbar__message">{children}</div>
          {closable && (
            <button type="button" className="snackbar__close" onClick={onClose}>
              <ShellIcon name="close" size={16} />
              <span className="visually-hidden">{t("shell.snackbar.close")}</span>
            </button>
          )}
        </div>
      )}
    </div>
  );
}
