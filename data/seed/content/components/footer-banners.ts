import { type ContentComponentRow, contentComponentRow } from "./content-component.ts";

const FOOTER_BANNERS = [
  {
    headline: "Visit us in store",
    content: "See our collections in person, with gift wrapping and friendly advice from our store teams.",
    link: { linkName: "Find a store", url: "/our-stores" },
  },
  {
    headline: "Our World",
    content: "How we design, source and make – and what we are doing to tread more lightly.",
    link: { linkName: "Sustainability & ethics", url: "/our-world/sustainability/sustainability-ethics" },
  },
  {
    headline: "The Magazine",
    content: "Ideas for the home, the table and a calmer way of living.",
    link: { linkName: "Read the Magazine", url: "/magazine" },
  },
];

/** Footer banner slots (spec 000 §2 footer): headline, content and a link. */
export function footerBanners(): ContentComponentRow[] {
  return FOOTER_BANNERS.map((data, position) =>
    contentComponentRow(
      `footerBanner-${position + 1}`,
      "footerBanner",
      null,
      position,
      "TWCBannerComponent",
      data,
    ),
  );
}
