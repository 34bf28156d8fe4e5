// spec 000 §4: the shell's open/closed toggles and how they exclude each other. Only one panel is open at a
// time: opening navigation closes search and vice versa, opening the country overlay closes both, and the
// account and bag flyovers close whatever else was open.
const SHELL_PANELS = ["navigation", "search", "country", "account", "bag"] as const;
export type ShellPanel = (typeof SHELL_PANELS)[number];

/** Touch layout below this width (spec 000 §9: "touch below 1024"). */
const TOUCH_MAX_WIDTH = 1024;
/** spec 000 §9: header resize debounce. */
export const HEADER_RESIZE_DEBOUNCE_MS = 100;

type ShellPanelAction =
  | { type: "open"; panel: ShellPanel }
  | { type: "close"; panel?: ShellPanel }
  | { type: "toggle"; panel: ShellPanel }
  | { type: "dimmer" }
  | { type: "escape" }
  | { type: "viewport"; width: number };

/** Panels the dimmer click or Escape closes (spec 000 §4). */
export function closesOnDimmer(panel: ShellPanel | null): boolean {
  return panel === "navigation" || panel === "search";
}

/**
 * Panels that cover the page (WCAG 2.4.3): while one is open what lies behind it is inert, out of
 * reach of Tab and assistive technology, except the controls the panel keeps in reach. The country overlay and
 * the flyovers are not among them: the overlay is a modal dialog of its own, the flyovers cover nothing.
 */
export function coversPage(panel: ShellPanel | null): panel is "navigation" | "search" {
  return closesOnDimmer(panel);
}

/** On touch the body must not scroll behind the menu or search (spec 000 §4). */
export function locksBodyScroll(panel: ShellPanel | null, viewportWidth: number): boolean {
  return isTouchWidth(viewportWidth) && (panel === "navigation" || panel === "search");
}

function isTouchWidth(viewportWidth: number): boolean {
  return viewportWidth < TOUCH_MAX_WIDTH;
}

/** The open panel after an action. */
export function nextShellPanel(current: ShellPanel | null, action: ShellPanelAction): ShellPanel | null {
  switch (action.type) {
    case "open":
      return action.panel;
    case "close":
      return action.panel === undefined || action.panel === current ? null : current;
    case "toggle":
      return current === action.panel ? null : action.panel;
    case "dimmer":
    case "escape":
      return closesOnDimmer(current) ? null : current;
    case "viewport":
      // Moving from touch to desktop closes the hamburger menu.
      return current === "navigation" && !isTouchWidth(action.width) ? null : current;
  }
}
