// Countries by name as the locale writes them ("GB" → "United Kingdom"). A region-name formatter loads the
// locale's data when built (core/site/intl-formats.ts), so one is kept per locale for the process.
const regionNames = new Map<string, Intl.DisplayNames>();

export function countryName(isoCode: string, locale: string): string {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: "region", fallback: "code" });
    regionNames.set(locale, names);
  }
  try {
    return names.of(isoCode.toUpperCase()) ?? isoCode;
  } catch {
    // Not a region code at all: shown as it was given rather than failing the page or the e-mail.
    return isoCode;
  }
}
