import { type FocusEvent, type ReactNode, useRef } from "react";
import type { ShellPanel } from "../../../core/site/shell-panels.ts";
import { useShellState } from "./shell-state.tsx";
import { isDesktopPointer, useDelayedAction } from "./use-delayed-action.ts";
import "./flyover.css";

interface FlyoverAnchorProps {
  panel: Extract<ShellPanel, "account" | "bag">;
  /** Hover delay before opening; focus always opens at once. */
  openDelayMs: number;
  className: string;
  /** Extra class for the open panel, e.g. the bag's side-drawer form. */
  panelClassName?: string;
  trigger: ReactNode;
  children: ReactNode;
}

/**
 * A header toggle with a flyover (spec 000 §4 "Account and bag flyovers"): on wide screens it opens on hover or
 * focus and closes on mouse leave or when focus leaves both the toggle and the flyover. Touch screens just
 * follow the toggle's link.
 */
export function FlyoverAnchor({
  panel,
  openDelayMs,
  className,
  panelClassName,
  trigger,
  children,
}: FlyoverAnchorProps) {
  const { openPanel, open, close } = useShellState();
  const { schedule, cancel } = useDelayedAction();
  const isOpen = openPanel === panel;
  // Escape hands focus back to the toggle; that focus must not open the flyover again.
  const dismissedByEscape = useRef(false);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close(panel);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus intent around the link and flyover inside
    <div
      className={isOpen ? `${className} flyover-anchor flyover-anchor--open` : `${className} flyover-anchor`}
      onMouseEnter={() => {
        if (isDesktopPointer()) schedule(() => open(panel), openDelayMs);
      }}
      onMouseLeave={() => {
        cancel();
        close(panel);
      }}
      onFocus={() => {
        if (dismissedByEscape.current) {
          dismissedByEscape.current = false;
          return;
        }
        if (isDesktopPointer() && !isOpen) open(panel);
      }}
      onBlur={onBlur}
      onKeyDown={(event) => {
        if (event.key === "Escape" && isOpen) {
          close(panel);
          const trigger = event.currentTarget.querySelector<HTMLElement>("a, button");
          if (trigger && document.activeElement !== trigger) {
            dismissedByEscape.current = true;
            trigger.focus();
          }
        }
      }}
    >
      {trigger}
      {isOpen && <div className={panelClassName ? `flyover ${panelClassName}` : "flyover"}>{children}</div>}
    </div>
  );
}
