import type { ReactNode } from "react";
import { Icon } from "./icon.tsx";
import "./popover.css";

// Popover (spec 002 shared components, §4 "Other", §9): shown or hidden, below or above its
// anchor, white by default, an optional close control with a 12 px icon. Closing it on a touch
// device also emits the overlay-close event, so any overlay the popover sits in can close too.
const POPOVER_DEFAULT_BACKGROUND = "#ffffff";
const POPOVER_CLOSE_ICON_WIDTH = 12;
const OVERLAY_CLOSE_EVENT = "overlay-close";

type PopoverPosition = "bottom" | "top";

interface PopoverProps {
  id?: string;
  position?: PopoverPosition;
  visible: boolean;
  hasClose?: boolean;
  backgroundColor?: string;
  onClose?: () => void;
  closeLabel?: string;
  /** "tooltip" for help text tied to a field; "dialog" for interactive content. */
  role?: "tooltip" | "dialog" | "note";
  className?: string;
  children: ReactNode;
}

/** True on devices whose main pointer cannot hover (phones, tablets). */
function isTouchDevice(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(hover: none)").matches === true;
}

export function Popover({
  id,
  position = "bottom",
  visible,
  hasClose = false,
  backgroundColor = POPOVER_DEFAULT_BACKGROUND,
  onClose,
  closeLabel = "Close",
  role = "note",
  className,
  children,
}: PopoverProps) {
  const close = () => {
    onClose?.();
    if (isTouchDevice()) window.dispatchEvent(new CustomEvent(OVERLAY_CLOSE_EVENT));
  };
  return (
    <div
      id={id}
      role={role}
      hidden={!visible}
      className={["popover", `popover--${position}`, className ?? ""].join(" ").trim()}
      style={{ backgroundColor, ["--popover-bg" as string]: backgroundColor }}
    >
      <div className="popover__body">{children}</div>
      {hasClose && (
        <button type="button" className="popover__close" onClick={close} aria-label={closeLabel}>
          <Icon name="close" size={POPOVER_CLOSE_ICON_WIDTH} strokeWidth={2} />
        </button>
      )}
    </div>
  );
}
