import type { ContentComponent } from "../../../core/content/content-types.ts";
import { useSite } from "../../lib/use-site.ts";
import { SiteLink } from "./site-link.tsx";
import "./footer-banners.css";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The footer banner slots from content (slot footerBanner): a headline, a line of copy and a link each. */
export function FooterBanners({ banners }: { banners: readonly ContentComponent[] }) {
  const { version, t } = useSite();
  if (banners.length === 0) return null;
  return (
    <section className="footer-banners" aria-label={t("footer.banners")}>
      <ul className="footer-banners__list">
        {banners.map((banner) => {
          const link = (banner.data.link ?? {}) as { linkName?: unknown; url?: unknown };
          return (
            <li key={banner.id} className="footer-banner">
              <h2 className="footer-banner__headline">{text(banner.data.headline)}</h2>
              <p className="footer-banner__content">{text(banner.data.content)}</p>
              {text(link.url) && (
                <SiteLink version={version} to={text(link.url)} className="footer-banner__link">
                  {text(link.linkName)}
                </SiteLink>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
