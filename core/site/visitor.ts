import type { SessionData } from "../session/session.ts";
import { selectedCountryFor } from "./country-selection.ts";
import { DEFAULT_CURRENCY_BY_VERSION, type Version, versionForCountry } from "./versions.ts";

// Who the visitor is shopping as on one version. The country selector stores a country and its
// currency; they count only on the version that serves that country, so a shopper who chose France
// and then types /uk/ sees the United Kingdom and pounds, never euros on the UK site.

/** The visitor's country on this version (spec 000 §9: default GB on uk). */
export function visitorCountry(version: Version, data: SessionData): string {
  return selectedCountryFor(version, data.country);
}

/** The currency prices are shown in on this version. */
export function visitorCurrency(version: Version, data: SessionData): string {
  const chosenHere = data.country !== undefined && versionForCountry(data.country) === version;
  return chosenHere && data.currency ? data.currency : DEFAULT_CURRENCY_BY_VERSION[version];
}
