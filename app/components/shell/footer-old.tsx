import type { PageShellContent } from "../../../core/content/content-types.ts";
import type { PaymentIcon } from "../../../core/site/country-payment-icons.ts";
import { useSite } from "../../lib/use-site.ts";
import { NewsletterForm } from "../newsletter/newsletter-form.tsx";
import { FooterCountryTrigger } from "./footer-country-trigger.tsx";
import type { FooterData } from "./footer-data.server.ts";
import { FooterLegal } from "./footer-legal.tsx";
import { PaymentIcons } from "./footer-payment-icons.tsx";
import { LinkItems } from "./link-items.tsx";
import "./footer-old.css";
import "./footer.css";
import { StaticMarkup } from "../../ui/static-markup.tsx";

/**
 * The old footer, kept for the `footer` toggle set to "old": plain link columns (never collapsed), the newsletter,
 * the country trigger, payments and legals. No banners, social links or rating badge.
 */
export function FooterOld({
  shell,
  data,
  icons,
}: {
  shell: PageShellContent;
  data: FooterData;
  icons: readonly PaymentIcon[];
}) {
  const { version, t } = useSite();
  return (
    <footer className="page-footer page-footer--old">
      <div className="page-footer__inner">
        <NewsletterForm rule={data.emailRule} />
        <StaticMarkup dependsOn={version}>
          <nav className="footer-old__columns" aria-label={t("a11y.footerNavigation")}>
            {shell.footerColumns.map((column) => (
              <section key={column.id} className="footer-old__column">
                <h2 className="footer-old__heading">{column.title}</h2>
                <LinkItems links={column.links} version={version} className="footer-old__links" />
              </section>
            ))}
          </nav>
        </StaticMarkup>
        <div className="page-footer__meta">
          <FooterCountryTrigger country={data.country} />
          <StaticMarkup dependsOn={version}>
            <PaymentIcons icons={icons} label={t("footer.payments")} className="page-footer__payments" />
          </StaticMarkup>
        </div>
        <StaticMarkup dependsOn={version}>
          <FooterLegal links={shell.legalLinks} />
        </StaticMarkup>
      </div>
    </footer>
  );
}
