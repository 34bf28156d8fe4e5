import type { PageShellContent } from "../../../core/content/content-types.ts";
import type { PaymentIcon } from "../../../core/site/country-payment-icons.ts";
import { useSite } from "../../lib/use-site.ts";
import { BCorpMark } from "./footer-badges.tsx";
import { FooterLegal } from "./footer-legal.tsx";
import { PaymentIcons } from "./footer-payment-icons.tsx";
import { SiteLink } from "./site-link.tsx";
import "./footer-reduced.css";
import "./footer.css";
import { StaticMarkup } from "../../ui/static-markup.tsx";

/** spec 000 "Footer": the reduced footer of checkout and checkout sign-in: help, contact, B-corp, payments, legals. */
export function FooterReduced({ shell, icons }: { shell: PageShellContent; icons: readonly PaymentIcon[] }) {
  const { version, t } = useSite();
  return (
    <StaticMarkup dependsOn={version}>
      <footer className="page-footer page-footer--reduced">
        <div className="page-footer__inner">
          <div className="footer-reduced__top">
            <nav className="footer-reduced__help" aria-labelledby="footer-reduced-heading">
              <h2 id="footer-reduced-heading" className="footer-reduced__heading">
                {t("footer.reduced.heading")}
              </h2>
              <ul className="footer-reduced__links">
                <li>
                  <SiteLink version={version} to="/help">
                    {t("footer.reduced.help")}
                  </SiteLink>
                </li>
                <li>
                  <SiteLink version={version} to="/help/contact-us">
                    {t("footer.reduced.contact")}
                  </SiteLink>
                </li>
              </ul>
            </nav>
            <BCorpMark />
          </div>
          <PaymentIcons icons={icons} label={t("footer.payments")} className="page-footer__payments" />
          <FooterLegal links={shell.legalLinks} />
        </div>
      </footer>
    </StaticMarkup>
  );
}
