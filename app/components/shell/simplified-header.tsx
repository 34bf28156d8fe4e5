import { useSite } from "../../lib/use-site.ts";
import { Icon } from "../../ui/icon.tsx";
import { Logo } from "./logo.tsx";
import { SiteLink } from "./site-link.tsx";
import "./simplified-header.css";
import "./header.css";

/**
 * The old, simplified header of bag, checkout and checkout sign-in (spec 000 §2, 001 §2): logo, back to bag and
 * continue shopping, without navigation, sub-header or search, so nothing pulls the shopper out of checkout.
 */
export function SimplifiedHeader({ backToBag }: { backToBag: boolean }) {
  const { version, t } = useSite();
  return (
    <header className="shell-header shell-header--simplified">
      <nav className="simplified-header" aria-label={t("shell.simplified.navigation")}>
        <div className="simplified-header__side">
          {backToBag && (
            <SiteLink version={version} to="/bag" className="simplified-header__link">
              <Icon name="chevron-left" size={18} />
              {t("shell.simplified.backToBag")}
            </SiteLink>
          )}
        </div>
        <SiteLink version={version} to="/" className="shell-header__logo" aria-label={t("a11y.home")}>
          <Logo />
        </SiteLink>
        <div className="simplified-header__side simplified-header__side--end">
          <SiteLink version={version} to="/" className="simplified-header__link">
            {t("shell.simplified.continueShopping")}
            <Icon name="chevron-right" size={18} />
          </SiteLink>
        </div>
      </nav>
    </header>
  );
}
