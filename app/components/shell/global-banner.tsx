import type { ContentComponent } from "../../../core/content/content-types.ts";
import { readableColours } from "../../../core/site/readable-colours.ts";
import { useSite } from "../../lib/use-site.ts";
import { StaticMarkup } from "../../ui/static-markup.tsx";
import { SiteLink } from "./site-link.tsx";
import "./global-banner.css";

/**
 * A global banner above or below the page (spec 000 §2 "Page shell"), from the content slots globalBannerTop and
 * globalBannerBottom: headline, copy and a link, in the colours the content gives.
 */
export function GlobalBanner({
  components,
  position,
}: {
  components: ContentComponent[];
  position: "top" | "bottom";
}) {
  const { version, t } = useSite();
  if (components.length === 0) return null;
  return (
    <section
      className={`global-banner global-banner--${position}`}
      aria-label={t(position === "top" ? "shell.banner.top" : "shell.banner.bottom")}
    >
      {/* Kept as the server wrote it while the page hydrates (decision 062): its links need no handler of their own,
          and its colours are worked out once, on the server. */}
      <StaticMarkup dependsOn={`${version}|${JSON.stringify(components)}`}>
        {components.map((component) => {
          const data = component.data;
          const link = (data.link ?? {}) as { linkName?: string; url?: string };
          return (
            <div key={component.id} className="global-banner__item" style={bannerStyle(data)}>
              {text(data.headline) && (
                <strong className="global-banner__headline">{text(data.headline)}</strong>
              )}
              {text(data.content) && <span className="global-banner__copy">{text(data.content)}</span>}
              {link.url && link.linkName && (
                <SiteLink version={version} to={link.url} className="global-banner__link">
                  {link.linkName}
                </SiteLink>
              )}
            </div>
          );
        })}
      </StaticMarkup>
    </section>
  );
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function bannerStyle(data: Record<string, unknown>) {
  const text = typeof data.textColour === "string" ? data.textColour : "";
  const background = typeof data.backgroundColour === "string" ? data.backgroundColour : "";
  if (!text || !background) return { background: background || undefined, color: text || undefined };
  const readable = readableColours(text, background);
  return { background: readable.background, color: readable.text };
}
