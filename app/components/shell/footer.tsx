import { lazy, Suspense, useState } from "react";
import type { PageShellContent } from "../../../core/content/content-types.ts";
import { paymentIconsFor } from "../../../core/site/country-payment-icons.ts";
import type { Version } from "../../../core/site/versions.ts";
import { HydrationSlice } from "../../lib/preact/hydration-slice.tsx";
import { useSite } from "../../lib/use-site.ts";
import type { FooterData } from "./footer-data.server.ts";
import { FooterNew } from "./footer-new.tsx";
import { FooterOld } from "./footer-old.tsx";
import { FooterReduced } from "./footer-reduced.tsx";
import { useShellState } from "./shell-state.tsx";

// Loaded when the shopper first opens the country selector: most page views never do, so its code (and the
// schema library that checks its answers) stays off the first load.
const CountryOverlay = lazy(() =>
  import("../country/country-overlay.tsx").then((module) => ({ default: module.CountryOverlay })),
);

interface FooterProps {
  shell: PageShellContent;
  version: Version;
  locale: string;
  /** The version's default payment icons (config `paymentIcons`). */
  paymentIcons: readonly string[];
  /** spec 000 "Footer": the reduced footer on checkout and checkout sign-in. */
  reduced?: boolean;
}

/**
 * The page footer and the country overlay, rendered once here. The layout leaves the whole component out in
 * app-request mode (spec 000 §2), which hides the overlay too. Server-rendered in full: the spec's 1200 ms footer
 * skeleton delay exists to avoid a jump while a client renders, which a server-rendered footer never has.
 */
export function Footer({ shell, version, paymentIcons, reduced = false }: FooterProps) {
  const { data } = useSite();
  const footer = data?.footer;
  if (!footer) return null;
  const icons = paymentIconsFor(
    { ...footer.payments[version], defaults: paymentIcons },
    footer.country.isocode,
  );
  return (
    <>
      <HydrationSlice>
        {reduced ? (
          <FooterReduced shell={shell} icons={icons} />
        ) : footer.variant === "old" ? (
          <FooterOld shell={shell} data={footer} icons={icons} />
        ) : (
          <FooterNew shell={shell} data={footer} icons={icons} />
        )}
      </HydrationSlice>
      <CountryOverlayOnDemand current={footer.country} payments={footer.payments} />
    </>
  );
}

/** Mounts the overlay on its first opening and keeps it, so the country list loads once per page life. */
function CountryOverlayOnDemand(props: Pick<FooterData, "payments"> & { current: FooterData["country"] }) {
  const { openPanel } = useShellState();
  const [wanted, setWanted] = useState(false);
  if (openPanel === "country" && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CountryOverlay {...props} />
    </Suspense>
  );
}
