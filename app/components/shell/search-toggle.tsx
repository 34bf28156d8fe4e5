import { useRef } from "react";
import { useSite } from "../../lib/use-site.ts";
import { Icon } from "../../ui/icon.tsx";
import { useShellState } from "./shell-state.tsx";
import { SiteLink } from "./site-link.tsx";
import { useHydrated } from "./use-hydrated.ts";
import { useReturnFocus } from "./use-return-focus.ts";
import "./search-toggle.css";
import "./icon-link.css";

export const SEARCH_PANEL_ID = "shell-search-panel";

/**
 * Opens the search panel (spec 000 "Header"). Without JavaScript it is a link to the search page, whose form
 * submits by GET with the field `text`.
 */
export function SearchToggle({ placement }: { placement: "touch" | "desktop" }) {
  const { version, t } = useSite();
  const { openPanel, toggle } = useShellState();
  const hydrated = useHydrated();
  const button = useRef<HTMLButtonElement>(null);
  useReturnFocus(openPanel === "search", button);
  const className = `icon-link shell-search-toggle shell-search-toggle--${placement}`;
  if (!hydrated) {
    return (
      <SiteLink version={version} to="/search" className={className}>
        <Icon name="search" size={22} />
        <span className="visually-hidden">{t("shell.search.open")}</span>
      </SiteLink>
    );
  }
  const open = openPanel === "search";
  return (
    <button
      ref={button}
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={open ? SEARCH_PANEL_ID : undefined}
      onClick={() => toggle("search")}
    >
      <Icon name={open ? "close" : "search"} size={22} />
      <span className="visually-hidden">{open ? t("shell.search.close") : t("shell.search.open")}</span>
    </button>
  );
}
