import { type RefObject, useEffect, useRef } from "react";

/**
 * When a panel closes while focus was inside it (Escape, the dimmer, a close button that unmounts), focus would
 * fall to the page body; send it back to the control that opened the panel, if that control is visible.
 */
export function useReturnFocus(open: boolean, control: RefObject<HTMLElement | null>) {
  const wasOpen = useRef(open);
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (!closed) return;
    const element = control.current;
    // The focused control may still be "active" though its panel is now display:none.
    const active = document.activeElement;
    const focusLost = active === null || active === document.body || active.getClientRects().length === 0;
    if (element && focusLost && element.getClientRects().length > 0) element.focus();
  }, [open, control]);
}
