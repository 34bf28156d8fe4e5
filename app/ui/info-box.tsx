import { type ReactNode, useState } from "react";
import { Icon } from "./icon.tsx";
import "./info-box.css";

// Info box (spec 002 shared components): info, success, warning or error, optionally closable.
// Errors and warnings are announced at once (alert); info and success politely (status).
type InfoBoxType = "info" | "success" | "warning" | "error";

interface InfoBoxProps {
  type?: InfoBoxType;
  title?: string;
  closable?: boolean;
  closeLabel?: string;
  onClose?: () => void;
  className?: string;
  children?: ReactNode;
}

export function InfoBox({
  type = "info",
  title,
  closable = false,
  closeLabel = "Dismiss",
  onClose,
  className,
  children,
}: InfoBoxProps) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div
      role={type === "error" || type === "warning" ? "alert" : "status"}
      className={["info-box", `info-box--${type}`, className ?? ""].join(" ").trim()}
    >
      <Icon name={type} size={22} className="info-box__icon" />
      <div className="info-box__content">
        {title && <p className="info-box__title">{title}</p>}
        {children}
      </div>
      {closable && (
        <button
          type="button"
          className="info-box__close"
          aria-label={closeLabel}
          onClick={() => {
            setOpen(false);
            onClose?.();
          }}
        >
          <Icon name="close" size={14} strokeWidth={2} />
        </button>
      )}
    </div>
  );
}
