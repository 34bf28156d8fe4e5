import type { ShellContent } from "../../../core/content/content-types.ts";
import type { UniversalVariable } from "../../../core/site/universal-variable.ts";
import type { Version } from "../../../core/site/versions.ts";
import { translate } from "../../lib/text/text.ts";
import { LinkItems } from "./link-items.tsx";
import { Logo } from "./logo.tsx";
import { SiteLink } from "./site-link.tsx";

interface HeaderProps {
  shell: ShellContent;
  version: Version;
  locale: string;
  universal: UniversalVariable;
  wishlistNavigationEnabled: boolean;
}

/** The server-rendered header: promo line, sub-header links, logo, top navigation and the bag count. */
export function Header({ shell, version, locale, universal, wishlistNavigationEnabled }: HeaderProps) {
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
    translate(locale, key, values);
  const promo = shell.promoBanners[0];
  const topItems = shell.navigation.flatMap((root) => (root.isRoot ? root.navigationNode.children : [root]));
  const bagCount = universal.counters.bag;
  return (
    <header className="site-header">
      {promo && (
        <section
          className="promo-banner"
          aria-label={t("a11y.promotions")}
          style={{ background: promo.backgroundColour, color: promo.textColour }}
        >
          <SiteLink version={version} to={promo.url} className="promo-banner__link">
            {promo.linkName}
          </SiteLink>
        </section>
      )}
      {shell.subHeaderLinks.length > 0 && (
        <LinkItems links={shell.subHeaderLinks} version={version} className="sub-header" />
      )}
      <div className="site-header__main">
        <SiteLink version={version} to="/" className="site-header__logo" aria-label={t("a11y.home")}>
          <Logo />
        </SiteLink>
        <ul className="site-header__tools">
          {wishlistNavigationEnabled && (
            <li>
              <SiteLink version={version} to="/saved-items" className="icon-link">
                <svg
                  aria-hidden="true"
                  width="22"
                  height="22"
                  viewBox="0 0 24 24"
                  className={universal.counters.savedItems > 0 ? "icon icon--filled" : "icon"}
                >
                  <path d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1Z" />
                </svg>
                <span className="visually-hidden">{t("header.savedItems")}</span>
              </SiteLink>
            </li>
          )}
          <li>
            <SiteLink version={version} to="/login" className="icon-link">
              <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" className="icon">
                <circle cx="12" cy="8.5" r="3.8" />
                <path d="M4.5 20.5c1.2-3.8 4-5.6 7.5-5.6s6.3 1.8 7.5 5.6" />
              </svg>
              <span className="visually-hidden">{t("header.account")}</span>
            </SiteLink>
          </li>
          <li>
            <SiteLink version={version} to="/bag" className="icon-link">
              <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" className="icon">
                <path d="M5.5 8.5h13l-1 12h-11Z" />
                <path d="M9 8.5V7a3 3 0 0 1 6 0v1.5" />
              </svg>
              <span className="visually-hidden">{t("header.bagCount", { count: bagCount })}</span>
              {bagCount > 0 && (
                <span className="badge" aria-hidden="true">
                  {bagCount}
                </span>
              )}
            </SiteLink>
          </li>
        </ul>
      </div>
      <nav className="main-nav" aria-label={t("a11y.mainNavigation")}>
        <ul className="main-nav__list">
          {topItems.map((item) => (
            <li
              key={item.id}
              className={item.alignRight ? "main-nav__item main-nav__item--right" : "main-nav__item"}
            >
              <SiteLink version={version} to={item.link.url ?? "/"}>
                {item.link.linkName || item.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
