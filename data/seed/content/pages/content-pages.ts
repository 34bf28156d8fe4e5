import type { ContentPage } from "./content-page.ts";
import { HELP_CAMPAIGN_PAGES } from "./help-campaign-pages.ts";
import { HELP_DELIVERY_PAGES } from "./help-delivery-pages.ts";
import { HELP_LEGAL_PAGES } from "./help-legal-pages.ts";
import { HELP_RETURNS_PAGES } from "./help-returns-pages.ts";
import { HELP_SERVICE_PAGES } from "./help-service-pages.ts";
import { OUR_WORLD_PAGES } from "./our-world-pages.ts";
import { SITE_PAGES } from "./site-pages.ts";

/** Every page of template "content" the seed creates. */
export const CONTENT_PAGES: readonly ContentPage[] = [
  ...HELP_SERVICE_PAGES,
  ...HELP_DELIVERY_PAGES,
  ...HELP_RETURNS_PAGES,
  ...HELP_LEGAL_PAGES,
  ...HELP_CAMPAIGN_PAGES,
  ...OUR_WORLD_PAGES,
  ...SITE_PAGES,
];

/** Every page path the seed creates ("" is the home page), once each, for tests and route checks. */
export const PAGE_PATHS: readonly string[] = ["", ...new Set(CONTENT_PAGES.map((page) => page.path))];
