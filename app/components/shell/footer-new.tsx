import type { PageShellContent } from "../../../core/content/content-types.ts";
import type { PaymentIcon } from "../../../core/site/country-payment-icons.ts";
import { useSite } from "../../lib/use-site.ts";
import { NewsletterForm } from "../newsletter/newsletter-form.tsx";
import { RatingBadge } from "./footer-badges.tsx";
import { FooterBanners } from "./footer-banners.tsx";
import { FooterCountryTrigger } from "./footer-country-trigger.tsx";
import type { FooterData } from "./footer-data.server.ts";
import { FooterLegal } from "./footer-legal.tsx";
import { FooterMenu } from "./footer-menu.tsx";
import { PaymentIcons } from "./footer-payment-icons.tsx";
import { FooterSocial } from "./footer-social.tsx";
import { Logo } from "./logo.tsx";
import { SiteLink } from "./site-link.tsx";
import "./footer.css";
import { StaticMarkup } from "../../ui/static-markup.tsx";

interface FooterNewProps {
  shell: PageShellContent;
  data: FooterData;
  icons: readonly PaymentIcon[];
}

/** The new footer (spec 000 "Footer"): banners, newsletter, logo, social, link menu, country, payments, legals. */
export function FooterNew({ shell, data, icons }: FooterNewProps) {
  const { version, t } = useSite();
  return (
    <footer className="page-footer">
      <StaticMarkup dependsOn={version}>
        <FooterBanners banners={shell.footerBanners} />
      </StaticMarkup>
      <div className="page-footer__inner">
        <div className="page-footer__top">
          <NewsletterForm rule={data.emailRule} />
          <div className="page-footer__brand">
            <StaticMarkup dependsOn={version}>
              <SiteLink version={version} to="/" className="page-footer__logo" aria-label={t("a11y.home")}>
                <Logo />
              </SiteLink>
              <FooterSocial />
            </StaticMarkup>
          </div>
        </div>
        <FooterMenu columns={shell.footerColumns} />
        <div className="page-footer__meta">
          <FooterCountryTrigger country={data.country} />
          <StaticMarkup dependsOn={version}>
            <PaymentIcons icons={icons} label={t("footer.payments")} className="page-footer__payments" />
            <RatingBadge rating={data.rating} />
          </StaticMarkup>
        </div>
        <StaticMarkup dependsOn={version}>
          <FooterLegal links={shell.legalLinks} />
        </StaticMarkup>
      </div>
    </footer>
  );
}
