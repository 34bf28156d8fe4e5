import { useEffect, useState } from "react";
import { useMatches } from "react-router";
import type { PromoBanner as PromoBannerItem } from "../../../core/content/content-types.ts";
import { nextPromoIndex, promoIntervalMs, promoIsPaused } from "../../../core/site/promo-rotation.ts";
import { readableColours } from "../../../core/site/readable-colours.ts";
import type { Version } from "../../../core/site/versions.ts";
import { HydrationSlice } from "../../lib/preact/hydration-slice.tsx";
import type { TextKey } from "../../lib/text/text.ts";
import { SiteLink } from "./site-link.tsx";
import "./promo-banner.css";

interface PromoBannerProps {
  desktop: PromoBannerItem[];
  mobile: PromoBannerItem[];
  intervalMs: number;
  version: Version;
  t: (key: TextKey, values?: Record<string, string | number>) => string;
}

/**
 * The rotating top banner (spec 000 §4). Every banner is server-rendered, stacked in one grid cell so the
 * tallest sets the height and rotation never shifts the layout; only the current one is visible. Mobile and
 * desktop lists rotate separately and are swapped by CSS at 1024 px.
 */
export function PromoBanner({ desktop, mobile, intervalMs, version, t }: PromoBannerProps) {
  const pageInterval = usePageSetting("promoBannerIntervalMs");
  const interval = promoIntervalMs(intervalMs, pageInterval);
  const mobileList = mobile.length > 0 ? mobile : desktop;
  if (desktop.length === 0 && mobileList.length === 0) return null;
  const rotation = { intervalMs: interval, version, t };
  // A part of its own (HydrationSlice, decision 066) only when it shows: a part that renders nothing would claim the
  // next element.
  return (
    <HydrationSlice>
      <section className="promo" aria-label={t("a11y.promotions")}>
        <PromoRotator banners={desktop} className="promo__list--desktop" {...rotation} />
        <PromoRotator banners={mobileList} className="promo__list--mobile" {...rotation} />
      </section>
    </HydrationSlice>
  );
}

function PromoRotator({
  banners,
  intervalMs,
  version,
  t,
  className,
}: {
  banners: PromoBannerItem[];
  intervalMs: number;
  version: Version;
  t: PromoBannerProps["t"];
  className: string;
}) {
  const [index, setIndex] = useState(0);
  // The banner a page opens on is still; only one that rotates in slides (promo-banner.css).
  const [rotated, setRotated] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const tabHidden = useTabHidden();
  const paused = promoIsPaused({ hovered, focused, tabHidden });

  useEffect(() => {
    if (paused || banners.length < 2) return;
    const timer = setInterval(() => {
      setRotated(true);
      setIndex((current) => nextPromoIndex(current, banners.length));
    }, intervalMs);
    return () => clearInterval(timer);
  }, [paused, banners.length, intervalMs]);

  if (banners.length === 0) return null;
  const current = index % banners.length;
  return (
    <ul
      className={`promo__list ${className}${rotated ? " promo__list--rotated" : ""}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {banners.map((banner, position) => {
        const visible = position === current;
        const colours = readableColours(banner.textColour, banner.backgroundColour);
        return (
          <li
            key={banner.id}
            className={visible ? "promo__item promo__item--current" : "promo__item"}
            style={{ background: colours.background, color: colours.text }}
            aria-hidden={visible ? undefined : true}
            // Hidden banners leave the tab order too, so keyboard users only meet the one they see.
            inert={!visible}
          >
            <SiteLink version={version} to={banner.url} className="promo__link">
              {banner.linkName}
              {/* One text node each (no React separators for the browser to remove as the page hydrates). */}
              <span className="visually-hidden">
                {` (${t("shell.promo.slide", { index: position + 1, count: banners.length })})`}
              </span>
            </SiteLink>
          </li>
        );
      })}
    </ul>
  );
}

function useTabHidden(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const update = () => setHidden(document.visibilityState === "hidden");
    update();
    document.addEventListener("visibilitychange", update);
    return () => document.removeEventListener("visibilitychange", update);
  }, []);
  return hidden;
}

/** A page setting from the deepest route whose loader data carries it (e.g. a campaign page's own interval). */
function usePageSetting(key: "promoBannerIntervalMs"): number | null {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const value = (match.loaderData as Record<string, unknown> | undefined)?.[key];
    if (typeof value === "number") return value;
  }
  return null;
}
