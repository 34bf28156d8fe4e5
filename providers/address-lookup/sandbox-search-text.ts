// How the sandbox compares what a shopper typed with an address: case, accents, apostrophes and punctuation are
// ignored ("kalakaua" finds Kalākaua Avenue, "kings road" finds King's Road), as real lookup services do.

/** Lower case, accents and ʻokina removed, every run of other marks one space. */
export function normaliseSearchText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’ʻ]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** A UK postcode as stored: upper case, no spaces ("BA11DA"). */
export function compactPostcode(postcode: string): string {
  return postcode.toUpperCase().replace(/\s+/g, "");
}

// A whole or partial UK postcode: area, district, then optionally the sector and unit ("BA1", "BA1 1", "BA11DA").
const UK_POSTCODE_START = /^[A-Z]{1,2}\d[A-Z\d]?(\d[A-Z]{0,2})?$/;
// A whole or partial US ZIP code, optionally with its +4.
const US_ZIP_START = /^(\d{1,5})(-\d{0,4})?$/;

/**
 * The postcode a query starts to spell, as a prefix of stored postcodes; null when the query is not a postcode.
 * A space typed after the district is kept, so "BA1 1" means sector 1 of BA1 and not the BA11 district.
 */
export function postcodePrefix(
  query: string,
  countryIso: string,
): { prefix: string; spaced: boolean } | null {
  const upper = query.toUpperCase().replace(/\s+/g, " ").trim();
  if (countryIso === "US") {
    const zip = US_ZIP_START.exec(upper.replace(/\s/g, ""));
    return zip?.[1] ? { prefix: zip[1], spaced: false } : null;
  }
  if (!UK_POSTCODE_START.test(compactPostcode(upper))) return null;
  return upper.includes(" ") ? { prefix: upper, spaced: true } : { prefix: upper, spaced: false };
}
