import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import type { MenuTop } from "../../../core/site/navigation-menu.ts";
import { usePersonalUniversal } from "../../lib/personal/personal-universal.tsx";
import { useSite } from "../../lib/use-site.ts";
import { Icon } from "../../ui/icon.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { accountLinks } from "./account-links.ts";
import { AccountLinkItems, LinkItems } from "./link-items.tsx";
import { loadMenuSections, useMenuSection } from "./menu-sections.ts";
import { MenuUnavailable } from "./menu-unavailable.tsx";
import { useShellState } from "./shell-state.tsx";
import { SiteLink } from "./site-link.tsx";
import { useHydrated } from "./use-hydrated.ts";
import { useReturnFocus } from "./use-return-focus.ts";
import "./hamburger-menu.css";
import "./icon-link.css";

const MENU_ID = "site-menu";
const FOCUSABLE = "a[href], button:not([disabled])";

/**
 * The touch menu (spec 000 "Main navigation"): a root panel with the top items, the magazine link, account
 * links and the country selector button; each top item slides in a sub-panel with a back action; leaf links
 * navigate, and the route change closes the menu. Without JavaScript the toggle is a link to the menu, which
 * CSS shows as the `:target`, with top items as plain links.
 */
export function HamburgerMenu() {
  const { t } = useSite();
  const { openPanel, toggle } = useShellState();
  const hydrated = useHydrated();
  const open = openPanel === "navigation";
  const button = useRef<HTMLButtonElement>(null);
  useReturnFocus(open, button);

  // The toggle sits inside the navigation landmark, so touch users meet "Main navigation" with its menu button.
  return (
    <nav className="touch-nav" aria-label={t("a11y.mainNavigation")}>
      {hydrated ? (
        <button
          ref={button}
          type="button"
          className="icon-link hamburger-toggle"
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => toggle("navigation")}
        >
          <Icon name="menu" size={22} />
          <span className="visually-hidden">{t("shell.menu.open")}</span>
        </button>
      ) : (
        <a href={`#${MENU_ID}`} className="icon-link hamburger-toggle">
          <Icon name="menu" size={22} />
          <span className="visually-hidden">{t("shell.menu.open")}</span>
        </a>
      )}
      <HamburgerPanel open={open} hydrated={hydrated} />
    </nav>
  );
}

function HamburgerPanel({ open, hydrated }: { open: boolean; hydrated: boolean }) {
  const { version, t, data } = useSite();
  const universal = usePersonalUniversal();
  const { open: openShellPanel, close } = useShellState();
  const sections = data?.menu ?? [];
  const [activeId, setActiveId] = useState<string | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const lastSection = useRef<string | null>(null);
  const active = sections.find((section) => section.id === activeId) ?? null;

  // The submenus are fetched as the menu opens, so a section's panel is usually ready when chosen.
  useEffect(() => {
    if (open) void loadMenuSections(version).catch(() => undefined);
  }, [open, version]);

  // Each opening starts at the root panel, with focus on its first control.
  useEffect(() => {
    if (!open) return;
    setActiveId(null);
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [open]);

  // Moving between panels keeps focus where the shopper expects it: on Back, or on the item they came from.
  useEffect(() => {
    if (!open) return;
    if (activeId) panel.current?.querySelector<HTMLElement>("[data-back]")?.focus();
    else if (lastSection.current) {
      panel.current?.querySelector<HTMLElement>(`[data-open-section="${lastSection.current}"]`)?.focus();
    }
  }, [activeId, open]);

  if (!data || !universal) return null;
  const user = universal.user;
  // The country's name comes from the server: building an Intl region-name formatter here cost 18 ms of a
  // phone's main thread during hydration.
  const country = data.footer.country.name;
  const links = accountLinks({
    // spec 001 §6: a soft-logged-in customer is still greeted and offered their account and sign out.
    signedIn: user.isSignedIn || user.isSoftLoggedIn,
    savedItemsEnabled: data.toggles.wishlistNavigationEnabled === "true",
    wording: "hamburger",
  });

  // The menu covers the page like a dialog, so Tab cycles inside it until it is closed.
  const keepFocusInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Tab" || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.getClientRects().length > 0 && !element.closest("[inert]"),
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Tab containment for the controls inside
    <div
      ref={panel}
      id={MENU_ID}
      className={open ? "hamburger hamburger--open" : "hamburger"}
      onKeyDown={keepFocusInside}
      // The page behind the open menu is inert; the menu itself stays in reach.
      data-in-reach-with="navigation"
    >
      <div className="hamburger__bar">
        {hydrated ? (
          <>
            <button type="button" className="icon-link" onClick={() => close("navigation")}>
              <Icon name="close" size={22} />
              <span className="visually-hidden">{t("shell.menu.close")}</span>
            </button>
            {/* The menu covers the header's search icon; spec 000 §4: opening search closes the menu. */}
            <button type="button" className="icon-link" onClick={() => openShellPanel("search")}>
              <Icon name="search" size={22} />
              <span className="visually-hidden">{t("shell.search.open")}</span>
            </button>
          </>
        ) : (
          <a href="#main" className="icon-link">
            <Icon name="close" size={22} />
            <span className="visually-hidden">{t("shell.menu.close")}</span>
          </a>
        )}
      </div>
      <div className={active ? "hamburger__track hamburger__track--sub" : "hamburger__track"}>
        <div className="hamburger__panel" inert={active !== null}>
          <ul className="hamburger__sections">
            {sections.map((section) => (
              <li key={section.id}>
                {hydrated && section.hasLinks ? (
                  <button
                    type="button"
                    className="hamburger__row"
                    data-open-section={section.id}
                    aria-expanded={activeId === section.id}
                    onClick={() => {
                      lastSection.current = section.id;
                      setActiveId(section.id);
                    }}
                  >
                    <span>{section.label}</span>
                    <Icon name="chevron-right" size={18} />
                  </button>
                ) : (
                  <SiteLink version={version} to={section.url} className="hamburger__row">
                    {section.label}
                  </SiteLink>
                )}
              </li>
            ))}
          </ul>
          {data.magazineCtaText && (
            <SiteLink version={version} to="/magazine" className="hamburger__magazine">
              {data.magazineCtaText}
            </SiteLink>
          )}
          {(user.isSignedIn || user.isSoftLoggedIn) && user.firstName && (
            <p className="hamburger__greeting">
              {t("shell.account.greeting", { firstName: user.firstName })}
            </p>
          )}
          <AccountLinkItems links={links} className="hamburger__account" />
          {hydrated && (
            <button
              type="button"
              className="hamburger__country"
              aria-haspopup="dialog"
              onClick={() => openShellPanel("country")}
            >
              <Icon name="globe" size={18} />
              <span>{t("shell.menu.country", { country, currency: universal.page.currency })}</span>
              <span className="visually-hidden">, {t("shell.menu.countryLabel")}</span>
            </button>
          )}
        </div>
        {active && <SubPanel top={active} onBack={() => setActiveId(null)} />}
      </div>
    </div>
  );
}

function SubPanel({ top, onBack }: { top: MenuTop; onBack: () => void }) {
  const { version, t } = useSite();
  const loaded = useMenuSection(version, top.id);
  const section = loaded.state === "ready" ? loaded.section : null;
  return (
    <div className="hamburger__panel hamburger__panel--sub">
      <button type="button" className="hamburger__back" data-back="" onClick={onBack}>
        <Icon name="chevron-left" size={18} />
        <span>{t("shell.menu.back")}</span>
        <span className="visually-hidden">, {t("shell.menu.backTo")}</span>
      </button>
      <h2 className="hamburger__title">{top.label}</h2>
      {loaded.state === "loading" && <Spinner label={t("shell.menu.loading", { label: top.label })} />}
      {loaded.state === "failed" && <MenuUnavailable top={top} className="hamburger__group" />}
      {section?.columns.map((column) => (
        <div key={column.id} className="hamburger__group">
          <h3 className="hamburger__group-title" id={`${column.id}-touch`}>
            {column.title}
          </h3>
          <LinkItems links={column.links} version={version} labelledBy={`${column.id}-touch`} />
        </div>
      ))}
      {section && section.underNavigation.length > 0 && (
        <LinkItems links={section.underNavigation} version={version} className="hamburger__under" />
      )}
    </div>
  );
}
