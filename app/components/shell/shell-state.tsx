import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
} from "react";
import { useLocation } from "react-router";
import {
  closesOnDimmer,
  coversPage,
  HEADER_RESIZE_DEBOUNCE_MS,
  locksBodyScroll,
  nextShellPanel,
  type ShellPanel,
} from "../../../core/site/shell-panels.ts";
import { IN_REACH_ATTRIBUTE, inertOutside } from "./inert-outside.ts";
import { useResetOnChange } from "./use-reset-on-change.ts";
import "./shell-state.css";

export type { ShellPanel };

interface ShellState {
  openPanel: ShellPanel | null;
  open(panel: ShellPanel): void;
  close(panel?: ShellPanel): void;
  toggle(panel: ShellPanel): void;
}

const ShellStateContext = createContext<ShellState | null>(null);

/**
 * Which shell panel is open (navigation, search, country, account flyover, bag preview), with the exclusions of
 * spec 000 §4 in `nextShellPanel`. Also owns the behaviour that belongs to no single panel: the dimmer, Escape,
 * the body scroll lock on touch, closing the hamburger when the viewport grows to desktop, and making the page
 * behind the menu or search inert.
 */
export function ShellStateProvider({ children }: { children: ReactNode }) {
  const [openPanel, dispatch] = useReducer(nextShellPanel, null);
  const open = useCallback((panel: ShellPanel) => dispatch({ type: "open", panel }), []);
  const close = useCallback((panel?: ShellPanel) => dispatch({ type: "close", panel }), []);
  const toggle = useCallback((panel: ShellPanel) => dispatch({ type: "toggle", panel }), []);
  const value = useMemo(() => ({ openPanel, open, close, toggle }), [openPanel, open, close, toggle]);
  const dimmer = useRef<HTMLDivElement>(null);

  // Following a link (a leaf item, a flyover tile) closes whatever panel was open.
  const { pathname } = useLocation();
  useResetOnChange(pathname, () => dispatch({ type: "close" }));

  useEffect(() => {
    if (!closesOnDimmer(openPanel)) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // A control that handles Escape itself (the search box clearing its suggestions first) prevents the default.
      if (event.key === "Escape" && !event.defaultPrevented) dispatch({ type: "escape" });
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [openPanel]);

  // Behind the open menu or search only what the panel keeps in reach (marked with IN_REACH_ATTRIBUTE,
  // such as the header above search, whose toggles close it) and the dimmer stay usable.
  useEffect(() => {
    if (!coversPage(openPanel)) return;
    const keep = [...document.querySelectorAll(`[${IN_REACH_ATTRIBUTE}~="${openPanel}"]`)];
    if (dimmer.current) keep.push(dimmer.current);
    return inertOutside(keep);
  }, [openPanel]);

  useEffect(() => {
    // With no panel open nothing locks, and the width is not read: read while the page hydrates, it made the
    // browser lay the page out there and then (issue 28).
    const apply = () =>
      document.documentElement.classList.toggle(
        "scroll-locked",
        openPanel !== null && locksBodyScroll(openPanel, window.innerWidth),
      );
    apply();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        dispatch({ type: "viewport", width: window.innerWidth });
        apply();
      }, HEADER_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
      document.documentElement.classList.remove("scroll-locked");
    };
  }, [openPanel]);

  return (
    <ShellStateContext.Provider value={value}>
      {children}
      {closesOnDimmer(openPanel) && (
        // A pointer-only backdrop: keyboard users close with Escape or the panel's own close control.
        <div
          ref={dimmer}
          className="shell-dimmer"
          aria-hidden="true"
          onClick={() => dispatch({ type: "dimmer" })}
        />
      )}
    </ShellStateContext.Provider>
  );
}

/** The open shell panel and the actions that change it. Outside the provider nothing is ever open. */
export function useShellState(): ShellState {
  const state = useContext(ShellStateContext);
  if (!state) throw new Error("useShellState needs a ShellStateProvider (mounted by the version layout)");
  return state;
}
