import { type ReactNode, useEffect, useId, useRef } from "react";
import { Icon } from "./icon.tsx";
import "./modal.css";

// Modal overlay (spec 002 §4 "Other"): closes on a background click, Escape or the close button;
// keeps Tab inside; locks the page's scroll; gives focus back to whatever opened it; a dialog
// labelled by its title. Built on <dialog>.showModal(), which also makes the page behind inert.
interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Hide the title visually but keep it as the dialog's name. */
  hideTitle?: boolean;
  closeLabel?: string;
  className?: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The element Tab should move to from `current`, wrapping inside the dialog. */
export function nextFocusTarget<T>(focusable: readonly T[], current: T | null, backwards: boolean): T | null {
  if (!focusable.length) return null;
  const index = current === null ? -1 : focusable.indexOf(current);
  if (backwards) return index <= 0 ? focusable[focusable.length - 1]! : focusable[index - 1]!;
  return index === -1 || index === focusable.length - 1 ? focusable[0]! : focusable[index + 1]!;
}

export function Modal({
  open,
  onClose,
  title,
  hideTitle = false,
  closeLabel = "Close",
  className,
  children,
}: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<Element | null>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    trigger.current = document.activeElement;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = "hidden";
    if (!element.open) element.showModal();
    return () => {
      root.style.overflow = previousOverflow;
      if (element.open) element.close();
      const back = trigger.current;
      if (back instanceof HTMLElement) back.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={className ? `modal ${className}` : "modal"}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: close through the owner so its state stays the truth.
        event.preventDefault();
        closeRef.current();
      }}
      onClick={(event) => {
        // A click on the dialog element itself is a click on its backdrop.
        if (event.target === event.currentTarget) closeRef.current();
      }}
      onKeyDown={(event) => {
        if (event.key !== "Tab") return;
        const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const target = nextFocusTarget(
          focusable,
          document.activeElement as HTMLElement | null,
          event.shiftKey,
        );
        if (target) {
          event.preventDefault();
          target.focus();
        }
      }}
    >
      {open && (
        <div className="modal__panel">
          <div className="modal__header">
            <h2 id={titleId} className={hideTitle ? "visually-hidden" : "modal__title"}>
              {title}
            </h2>
            <button
              type="button"
              className="modal__close"
              aria-label={closeLabel}
              onClick={() => closeRef.current()}
            >
              <Icon name="close" size={16} strokeWidth={2} />
            </button>
          </div>
          <div className="modal__body">{children}</div>
        </div>
      )}
    </dialog>
  );
}
