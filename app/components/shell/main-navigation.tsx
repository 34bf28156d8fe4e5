import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { MenuSection, MenuTop } from "../../../core/site/navigation-menu.ts";
import { useSite } from "../../lib/use-site.ts";
import { Icon } from "../../ui/icon.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { LinkItems } from "./link-items.tsx";
import { loadMenuSections, useMenuSection } from "./menu-sections.ts";
import { MenuUnavailable } from "./menu-unavailable.tsx";
import { useShellState } from "./shell-state.tsx";
import { SiteLink } from "./site-link.tsx";
import { isDesktopPointer, useDelayedAction } from "./use-delayed-action.ts";
import { useResetOnChange } from "./use-reset-on-change.ts";
import "./main-navigation.css";

const TOP_LINK = "[data-top-link]";
const PANEL_LINK = "a[href]";

/**
 * The desktop mega menu (spec 000 "Main navigation", §4), after the WAI-ARIA disclosure navigation pattern:
 * each top item is a link to its category plus a button that discloses its submenu. The top links are
 * server-rendered and work without JavaScript (each category page lists its own children); a submenu's
 * markup is rendered only while it is open, which keeps every page's HTML and hydration lean (the eight
 * panels were a fifth of an article page). Hover opens after the main-navigation delay
 * (at once when nothing is open) and closes after the same delay; keyboard users get arrow keys, Home/End and
 * Escape, which closes the submenu and returns focus to its button.
 */
export function MainNavigation() {
  const { version, t, data } = useSite();
  const sections = data?.menu ?? [];
  const delay = data?.timings.mainNavigationDelayMs ?? 500;
  const [openId, setOpenId] = useState<string | null>(null);
  // The submenu opened from the keyboard (ArrowDown), whose first link takes the focus when it is drawn.
  const [focusPanel, setFocusPanel] = useState<string | null>(null);
  if (focusPanel !== null && focusPanel !== openId) setFocusPanel(null);
  const { schedule, cancel } = useDelayedAction();
  const { openPanel } = useShellState();
  const nav = useRef<HTMLElement>(null);
  // Whether the open submenu was opened by the pointer arriving. The pointer reaches a toggle through its item, so
  // the submenu is already open when the toggle is clicked: that click keeps it open rather than closing what the
  // shopper was asking to see.
  const openedByHover = useRef(false);
  const location = useLocation();

  // A route change or another shell panel (search, country) closes the menu.
  useResetOnChange(`${location.pathname}|${openPanel ?? ""}`, () => {
    cancel();
    setOpenId(null);
  });

  // spec 000 §4 and WCAG 1.4.13: a submenu opened by hover is dismissed by Escape wherever focus is. With focus
  // inside the navigation, its own key handler closes the submenu and gives focus back to the toggle.
  useEffect(() => {
    if (openId === null) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || nav.current?.contains(document.activeElement)) return;
      cancel();
      setOpenId(null);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [openId, cancel]);

  const hoverItem = (id: string, hasPanel: boolean) => {
    if (!isDesktopPointer()) return;
    // The submenus are fetched on first reach, while the hover delay runs.
    if (hasPanel) void loadMenuSections(version).catch(() => undefined);
    if (openId === null) {
      cancel();
      if (hasPanel) openByHover(id);
      return;
    }
    if (openId === id) cancel();
    else schedule(() => (hasPanel ? openByHover(id) : setOpenId(null)), delay);
  };

  const openByHover = (id: string) => {
    openedByHover.current = true;
    setOpenId(id);
  };

  const focusTop = (index: number) => {
    const links = [...(nav.current?.querySelectorAll<HTMLElement>(TOP_LINK) ?? [])];
    if (links.length === 0) return;
    links[(index + links.length) % links.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const item = target.closest<HTMLElement>("[data-section]");
    if (!item) return;
    const sectionId = item.dataset.section ?? "";
    const topLinks = [...(nav.current?.querySelectorAll<HTMLElement>(TOP_LINK) ?? [])];
    const topIndex = topLinks.indexOf(item.querySelector<HTMLElement>(TOP_LINK) as HTMLElement);
    const toggle = item.querySelector<HTMLElement>("[data-panel-toggle]");
    const panel = item.querySelector<HTMLElement>("[data-panel]");
    const inPanel = panel?.contains(target) ?? false;
    const panelLinks = panel ? [...panel.querySelectorAll<HTMLElement>(PANEL_LINK)] : [];
    const move = (handled: () => void) => {
      event.preventDefault();
      handled();
    };
    switch (event.key) {
      case "Escape":
        if (openId) {
          move(() => {
            setOpenId(null);
            toggle?.focus();
          });
        }
        return;
      case "ArrowRight":
        if (!inPanel) move(() => focusTop(topIndex + 1));
        return;
      case "ArrowLeft":
        if (!inPanel) move(() => focusTop(topIndex - 1));
        return;
      case "Home":
        if (!inPanel) move(() => focusTop(0));
        else move(() => panelLinks[0]?.focus());
        return;
      case "End":
        if (!inPanel) move(() => focusTop(-1));
        else move(() => panelLinks.at(-1)?.focus());
        return;
      case "ArrowDown":
        if (!toggle) return;
        move(() => {
          if (!inPanel) {
            cancel();
            openedByHover.current = false;
            setOpenId(sectionId);
            // The panel focuses its first link once drawn, which waits for the submenus the first time.
            setFocusPanel(sectionId);
          } else {
            panelLinks[(panelLinks.indexOf(target) + 1) % panelLinks.length]?.focus();
          }
        });
        return;
      case "ArrowUp":
        if (!inPanel) return;
        move(() => {
          const index = panelLinks.indexOf(target);
          if (index <= 0) toggle?.focus();
          else panelLinks[index - 1]?.focus();
        });
        return;
    }
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenId(null);
  };

  if (sections.length === 0) return null;
  return (
    <nav
      ref={nav}
      className="mega-nav"
      aria-label={t("a11y.mainNavigation")}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onMouseLeave={() => schedule(() => setOpenId(null), delay)}
    >
      <ul className="mega-nav__list">
        {sections.map((section) => {
          const hasPanel = section.hasPanel;
          const open = openId === section.id;
          const panelId = `mega-nav-panel-${section.id}`;
          return (
            <li
              key={section.id}
              data-section={section.id}
              className={`mega-nav__item${section.alignRight ? " mega-nav__item--right" : ""}${open ? " mega-nav__item--open" : ""}`}
              onMouseEnter={() => hoverItem(section.id, hasPanel)}
            >
              <SiteLink version={version} to={section.url} className="mega-nav__link" data-top-link="">
                {section.label}
              </SiteLink>
              {hasPanel && (
                <>
                  <button
                    type="button"
                    className="mega-nav__toggle"
                    data-panel-toggle=""
                    aria-expanded={open}
                    aria-controls={panelId}
                    onFocus={() => void loadMenuSections(version).catch(() => undefined)}
                    onClick={() => {
                      cancel();
                      const close = open && !openedByHover.current;
                      openedByHover.current = false;
                      setOpenId(close ? null : section.id);
                    }}
                  >
                    <Icon name="chevron-down" size={14} />
                    <span className="visually-hidden">
                      {t("shell.menu.submenu", { label: section.label })}
                    </span>
                  </button>
                  {open && <MegaPanel id={panelId} top={section} takeFocus={focusPanel === section.id} />}
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A top item's submenu, drawn once the menu's submenus have arrived. */
function MegaPanel({ id, top, takeFocus }: { id: string; top: MenuTop; takeFocus: boolean }) {
  const { version, t } = useSite();
  const loaded = useMenuSection(version, top.id);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus && loaded.state !== "loading")
      panel.current?.querySelector<HTMLElement>(PANEL_LINK)?.focus();
  }, [takeFocus, loaded.state]);
  return (
    <div ref={panel} id={id} className="mega-nav__panel" data-panel="" aria-busy={loaded.state === "loading"}>
      {loaded.state === "ready" ? (
        <MegaPanelContent section={loaded.section} />
      ) : loaded.state === "failed" ? (
        <MenuUnavailable top={top} className="mega-nav__inner" />
      ) : (
        <div className="mega-nav__inner">
          <Spinner label={t("shell.menu.loading", { label: top.label })} />
        </div>
      )}
    </div>
  );
}

function MegaPanelContent({ section }: { section: MenuSection }) {
  const { version } = useSite();
  const banner = section.banner;
  return (
    <>
      <div className="mega-nav__inner">
        <div className="mega-nav__columns">
          {section.columns.map((column) => (
            <div key={column.id} className="mega-nav__column">
              <h2 className="mega-nav__heading" id={`${column.id}-title`}>
                {column.title}
              </h2>
              <LinkItems
                links={column.links}
                version={version}
                labelledBy={`${column.id}-title`}
                linkClassName="mega-nav__column-link"
              />
            </div>
          ))}
        </div>
        {banner && (
          <div className="mega-nav__banner">
            {banner.image.url && (
              <img
                src={banner.image.url}
                alt={banner.image.altText}
                width={banner.image.width || 480}
                height={banner.image.height || 320}
                loading="lazy"
              />
            )}
            <p className="mega-nav__banner-headline">{banner.headline}</p>
            {banner.content && <p className="mega-nav__banner-copy">{banner.content}</p>}
            {banner.link.url && (
              <SiteLink version={version} to={banner.link.url} className="mega-nav__banner-link">
                {banner.link.linkName}
              </SiteLink>
            )}
          </div>
        )}
      </div>
      {section.underNavigation.length > 0 && (
        <LinkItems links={section.underNavigation} version={version} className="mega-nav__under" />
      )}
    </>
  );
}
