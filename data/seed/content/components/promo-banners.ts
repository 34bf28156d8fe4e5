import { VERSIONS, type Version } from "../../../../core/site/versions.ts";
import { FREE_DELIVERY } from "../free-delivery.ts";
import { type ContentComponentRow, contentComponentRow } from "./content-component.ts";

/** spec 000 §3 global promo banner: id, linkName, url, textColour, backgroundColour. */
interface PromoBanner {
  linkName: string;
  url: string;
  textColour: string;
  backgroundColour: string;
}

const DARK = { textColour: "#ffffff", backgroundColour: "#2f2b27" };
const LIGHT = { textColour: "#2f2b27", backgroundColour: "#f3efe9" };
const SAGE = { textColour: "#ffffff", backgroundColour: "#4f5d4a" };

function desktopBanners(version: Version, newInUrl: string): PromoBanner[] {
  const delivery = { linkName: FREE_DELIVERY[version].message, url: "/help/delivery", ...DARK };
  const newIn = { linkName: "Discover the new season – shop new arrivals", url: newInUrl, ...LIGHT };
  switch (version) {
    case "uk":
      return [
        delivery,
        newIn,
        { linkName: "Free returns within 28 days, in store or by post", url: "/help/returns", ...SAGE },
        {
          linkName: "Send an e-gift card today – delivered by email in minutes",
          url: "/E-Gift-Card/p/ECARD",
          ...LIGHT,
        },
      ];
    case "us":
      return [
        delivery,
        newIn,
        { linkName: "Easy returns within 28 days", url: "/help/returns", ...SAGE },
        {
          linkName: "Visit our stores in New York, Connecticut, Boston, Chicago and Washington, DC",
          url: "/our-stores",
          ...LIGHT,
        },
      ];
    case "row":
      return [
        delivery,
        newIn,
        { linkName: "We deliver to over 150 countries worldwide", url: "/help/delivery", ...SAGE },
      ];
  }
}

function mobileBanners(version: Version, newInUrl: string): PromoBanner[] {
  return [
    { linkName: FREE_DELIVERY[version].short, url: "/help/delivery", ...DARK },
    { linkName: "New in: shop now", url: newInUrl, ...LIGHT },
    {
      linkName: version === "uk" ? "Free returns in 28 days" : "Returns within 28 days",
      url: "/help/returns",
      ...SAGE,
    },
  ];
}

/** The rotating header promos, a desktop list and a shorter mobile list per version (spec 000 §2). */
export function promoBanners(newInUrl: string): ContentComponentRow[] {
  return VERSIONS.flatMap((version) => [
    ...desktopBanners(version, newInUrl).map((data, position) =>
      contentComponentRow(
        `promoBanner-${version}-${position + 1}`,
        "promoBanner",
        version,
        position,
        "GlobalPromoBanner",
        data,
      ),
    ),
    ...mobileBanners(version, newInUrl).map((data, position) =>
      contentComponentRow(
        `promoBannerMobile-${version}-${position + 1}`,
        "promoBannerMobile",
        version,
        position,
        "GlobalPromoBanner",
        data,
      ),
    ),
  ]);
}
