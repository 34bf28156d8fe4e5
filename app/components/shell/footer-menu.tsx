import { useEffect, useRef } from "react";
import type { FooterColumn } from "../../../core/content/content-types.ts";
import { useSite } from "../../lib/use-site.ts";
import { LinkItems } from "./link-items.tsx";
import "./footer-menu.css";
import { StaticMarkup } from "../../ui/static-markup.tsx";

// spec 000 "Footer": the link menu is a collapsible accordion on mobile and tablet, columns on desktop (1024 px,
// spec 000 §9). Each column is a <details>, so the accordion works without JavaScript; on desktop CSS shows the
// content of closed ones (::details-content) and the script below opens them and keeps them open.
const DESKTOP = "(min-width: 1024px)";

export function FooterMenu({ columns }: { columns: readonly FooterColumn[] }) {
  const { version, t } = useSite();
  const menu = useRef<HTMLElement>(null);

  useEffect(() => {
    const media = window.matchMedia(DESKTOP);
    const setAll = (open: boolean) => {
      for (const details of menu.current?.querySelectorAll("details") ?? []) details.open = open;
    };
    // Growing to desktop opens every column; shrinking back folds them into the accordion again.
    const apply = () => setAll(media.matches);
    // Columns on desktop are headings, not toggles.
    const keepOpen = (event: MouseEvent) => {
      if (media.matches && event.target instanceof Element && event.target.closest("summary"))
        event.preventDefault();
    };
    const element = menu.current;
    // On first run only open: a shopper may already have opened a column before the script arrived.
    if (media.matches) setAll(true);
    media.addEventListener("change", apply);
    element?.addEventListener("click", keepOpen);
    return () => {
      media.removeEventListener("change", apply);
      element?.removeEventListener("click", keepOpen);
    };
  }, []);

  return (
    <nav ref={menu} className="footer-menu" aria-label={t("a11y.footerNavigation")}>
      <StaticMarkup dependsOn={version}>
        {columns.map((column) => (
          <details key={column.id} className="footer-menu__column">
            <summary className="footer-menu__summary">
              <h2 className="footer-menu__heading">{column.title}</h2>
              <span className="footer-menu__icon" aria-hidden="true" />
            </summary>
            <LinkItems links={column.links} version={version} className="footer-menu__links" />
          </details>
        ))}
      </StaticMarkup>
    </nav>
  );
}
