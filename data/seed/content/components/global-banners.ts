import type { Version } from "../../../../core/site/versions.ts";
import { type ContentComponentRow, contentComponentRow } from "./content-component.ts";

// Christmas cut-off dates differ by version because the carriers and distances do.
const CUT_OFF: Record<Version, string> = {
  uk: "Order by 19 December for standard delivery in time for Christmas, or by 22 December with next day delivery.",
  us: "Order by December 16 for standard shipping in time for the holidays, or by December 19 with express shipping.",
  row: "Order by 10 December for international delivery before Christmas to most destinations.",
};

const COLOURS = { textColour: "#2f2b27", backgroundColour: "#f3efe9" };

/** The global banners above and below the page (spec 000 §2 page shell). */
export function globalBanners(): ContentComponentRow[] {
  const top = (Object.keys(CUT_OFF) as Version[]).map((version) =>
    contentComponentRow(`globalBannerTop-${version}`, "globalBannerTop", version, 0, "GlobalBanner", {
      headline: "Christmas delivery",
      content: CUT_OFF[version],
      link: { linkName: "See delivery dates", url: "/help/delivery" },
      ...COLOURS,
    }),
  );
  const bottom = contentComponentRow("globalBannerBottom", "globalBannerBottom", null, 0, "GlobalBanner", {
    headline: "Stay in touch",
    content: "Be the first to hear about new collections, events in store and stories from the Magazine.",
    link: { linkName: "Manage email preferences", url: "/help/subscription" },
    ...COLOURS,
  });
  return [...top, bottom];
}
