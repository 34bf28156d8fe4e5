import type { ShellViewMode } from "../../../core/site/view-mode.ts";
import { HydrationSlice } from "../../lib/preact/hydration-slice.tsx";
import { useSite } from "../../lib/use-site.ts";
import { AccountToggle } from "./account-toggle.tsx";
import { BagToggle } from "./bag-toggle.tsx";
import { HamburgerMenu } from "./hamburger-menu.tsx";
import { HeaderSearch } from "./header-search.tsx";
import { LinkItems } from "./link-items.tsx";
import { Logo } from "./logo.tsx";
import { MainNavigation } from "./main-navigation.tsx";
import { PromoBanner } from "./promo-banner.tsx";
import { SavedItemsToggle } from "./saved-items-toggle.tsx";
import { SearchToggle } from "./search-toggle.tsx";
import { SimplifiedHeader } from "./simplified-header.tsx";
import { SiteLink } from "./site-link.tsx";
import "./header.css";

/**
 * The page header (spec 000 "Header"): promo banner, sub-header links, logo, search, saved items, account and
 * bag, the desktop main menu and the touch hamburger. Bag, checkout and checkout sign-in get the old,
 * simplified header instead.
 */
export function Header({ mode }: { mode: ShellViewMode }) {
  const { version, t, data } = useSite();
  if (!data) return null;
  if (mode.simplifiedHeader) return <SimplifiedHeader backToBag={mode.backToBag} />;
  const { shell, timings } = data;
  return (
    // Search opens under the bar with the rest of the header above its dimmer: the header stays in reach.
    <header className="shell-header" data-in-reach-with="search">
      <PromoBanner
        desktop={shell.promoBanners}
        mobile={shell.promoBannersMobile}
        intervalMs={timings.promoBannerIntervalMs}
        version={version}
        t={t}
      />
      {!mode.hideNavigation && shell.subHeaderLinks.length > 0 && (
        <LinkItems links={shell.subHeaderLinks} version={version} className="shell-subheader" />
      )}
      {/* The bar and the menu may hydrate in tasks of their own (HydrationSlice, decision 066). */}
      <HydrationSlice>
        <div className="shell-header__bar">
          <div className="shell-header__start">
            {!mode.hideNavigation && <HamburgerMenu />}
            <SearchToggle placement="touch" />
          </div>
          <SiteLink version={version} to="/" className="shell-header__logo" aria-label={t("a11y.home")}>
            <Logo />
          </SiteLink>
          <ul className="shell-header__tools">
            <li className="shell-header__desktop-only">
              <SearchToggle placement="desktop" />
            </li>
            {data.toggles.wishlistNavigationEnabled === "true" && (
              <li>
                <SavedItemsToggle />
              </li>
            )}
            <li className="shell-header__desktop-only">
              <AccountToggle />
            </li>
            <li>
              <BagToggle />
            </li>
          </ul>
        </div>
      </HydrationSlice>
      <HeaderSearch />
      {!mode.hideNavigation && (
        <HydrationSlice>
          <MainNavigation />
        </HydrationSlice>
      )}
    </header>
  );
}
