import type { ShellContent } from "../../../core/content/content-types.ts";
import type { Version } from "../../../core/site/versions.ts";
import { translate } from "../../lib/text/text.ts";
import { LinkItems } from "./link-items.tsx";
import { Logo } from "./logo.tsx";

interface FooterProps {
  shell: ShellContent;
  version: Version;
  locale: string;
  paymentIcons: string[];
}

const PAYMENT_NAMES: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  maestro: "Maestro",
  paypal: "PayPal",
  giftCard: "Gift card",
  discover: "Discover",
  applepay: "Apple Pay",
  googlepay: "Google Pay",
  ideal: "iDEAL",
};

/** The footer from content: link columns, legal links, payment methods and the copyright line. */
export function Footer({ shell, version, locale, paymentIcons }: FooterProps) {
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
    translate(locale, key, values);
  return (
    <footer className="site-footer">
      <nav className="site-footer__columns" aria-label={t("a11y.footerNavigation")}>
        {shell.footerColumns.map((column) => (
          <section key={column.id} className="site-footer__column">
            <h2 className="site-footer__heading">{column.title}</h2>
            <LinkItems links={column.links} version={version} />
          </section>
        ))}
      </nav>
      <div className="site-footer__base">
        <span className="site-footer__logo">
          <Logo />
        </span>
        <ul className="site-footer__payments" aria-label={t("footer.payments")}>
          {paymentIcons.map((icon) => (
            <li key={icon} className="payment-chip">
              {PAYMENT_NAMES[icon] ?? icon}
            </li>
          ))}
        </ul>
        <LinkItems links={shell.legalLinks} version={version} className="site-footer__legal" />
        <p className="site-footer__copyright">{t("footer.copyright", { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
