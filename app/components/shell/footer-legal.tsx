import type { LinkRef } from "../../../core/content/content-types.ts";
import { useSite } from "../../lib/use-site.ts";
import { LinkItems } from "./link-items.tsx";
import "./footer-legal.css";

/** Legal links (terms, privacy, accessibility) and the copyright line with the current year and address. */
export function FooterLegal({ links }: { links: readonly LinkRef[] }) {
  const { version, t } = useSite();
  // The year is read at render; a page cached over New Year shows last year's until it is rendered again.
  // Every version's locale writes years in plain digits, so no date formatter is needed.
  const year = new Date().getFullYear();
  return (
    <div className="footer-legal">
      <nav aria-label={t("footer.legal")}>
        {/* The analytics choice can be changed from every page (docs/decisions/047-tracking-and-consent.md). */}
        <LinkItems
          links={[
            ...links,
            { id: "cookie-preferences", linkName: t("consent.preferences.link"), url: "/cookie-preferences" },
          ]}
          version={version}
          className="footer-legal__links"
        />
      </nav>
      <p className="footer-legal__copyright">{t("footer.copyright", { year })}</p>
    </div>
  );
}
