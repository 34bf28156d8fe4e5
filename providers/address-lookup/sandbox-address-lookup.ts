import type {
  AddressLookup,
  AddressSuggestion,
  LookedUpAddress,
  PostcodeCoordinates,
  PostcodeLocator,
} from "../../core/address-lookup/address-lookup.ts";
import {
  type SandboxAddress,
  type SandboxAddressBook,
  type SandboxPostcode,
  sandboxAddressBook,
} from "./sandbox-address-book.ts";
import { compactPostcode, normaliseSearchText, postcodePrefix } from "./sandbox-search-text.ts";

// The SANDBOX address lookup (README "Sandbox address lookup"): an offline stand-in for a real lookup service
// (Loqate, Ideal Postcodes, Smarty), answering from a generated address book of UK and US towns. It behaves as
// such a service does: a postcode lists its addresses, words find streets and towns, an unknown id finds nothing.

function postcodeMatches(book: SandboxAddressBook, query: string, countryIso: string): SandboxPostcode[] {
  const wanted = postcodePrefix(query, countryIso);
  if (!wanted) return [];
  return book
    .postcodes(countryIso)
    .filter((postcode) =>
      wanted.spaced
        ? postcode.postcode.startsWith(wanted.prefix)
        : postcode.compact.startsWith(wanted.prefix),
    );
}

/** How well an address answers the words typed: 0 best; null when it does not. */
function rank(address: SandboxAddress, query: string, queryWords: readonly string[]): number | null {
  const { search } = address;
  // The query is never empty, so an empty key (a named house has no number) never matches.
  if (search.numberStreet.startsWith(query) || search.lines.startsWith(query)) return 0;
  if (search.street.startsWith(query)) return 1;
  if (search.town.startsWith(query)) return 2;
  // Words in any order, each the start of one of the address's words: "milsom bath", "12 high st oxford".
  if (queryWords.every((word) => search.words.some((candidate) => candidate.startsWith(word)))) return 3;
  return null;
}

function textMatches(book: SandboxAddressBook, query: string, countryIso: string, limit: number) {
  const normalised = normaliseSearchText(query);
  if (!normalised) return [];
  const words = normalised.split(" ");
  const found: { address: SandboxAddress; rank: number; order: number }[] = [];
  let order = 0;
  for (const postcode of book.postcodes(countryIso))
    for (const address of postcode.addresses) {
      const score = rank(address, normalised, words);
      if (score !== null) found.push({ address, rank: score, order: order++ });
    }
  return found
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, limit)
    .map((match) => match.address);
}

function suggestionOf(address: SandboxAddress): AddressSuggestion {
  return { id: address.id, text: address.text };
}

function lookedUp(address: SandboxAddress): LookedUpAddress {
  const { line1, line2, townCity, countyName, regionIso, postcode, countryIso } = address;
  return { line1, line2, townCity, countyName, regionIso, postcode, countryIso };
}

function average(postcodes: readonly SandboxPostcode[]): PostcodeCoordinates | null {
  if (postcodes.length === 0) return null;
  const sum = postcodes.reduce(
    (total, postcode) => ({
      latitude: total.latitude + postcode.latitude,
      longitude: total.longitude + postcode.longitude,
    }),
    { latitude: 0, longitude: 0 },
  );
  const round = (value: number) => Math.round((value / postcodes.length) * 1_000_000) / 1_000_000;
  return { latitude: round(sum.latitude), longitude: round(sum.longitude) };
}

function centroidIn(
  book: SandboxAddressBook,
  postcode: string,
  countryIso: string,
): PostcodeCoordinates | null {
  const country = countryIso.toUpperCase();
  const compact = compactPostcode(postcode);
  const key = country === "US" ? compact.replace(/-\d{0,4}$/, "") : compact;
  const postcodes = book.postcodes(country);
  const exact = postcodes.find((candidate) => candidate.compact === key);
  if (exact) return { latitude: exact.latitude, longitude: exact.longitude };
  // A UK outward code alone ("BA1") stands for the middle of its district's postcodes.
  if (country !== "GB" || !/^[A-Z]{1,2}\d[A-Z\d]?$/.test(key)) return null;
  return average(postcodes.filter((candidate) => candidate.postcode.split(" ")[0] === key));
}

/**
 * The coordinates of a sandbox postcode ("BA1 1DA", "BA1", "10065"), or null when the sandbox has none. Without a
 * country, UK postcodes are tried before US ZIP codes (their shapes never overlap).
 */
export function postcodeCentroid(postcode: string, countryIso?: string): PostcodeCoordinates | null {
  const book = sandboxAddressBook();
  if (countryIso) return centroidIn(book, postcode, countryIso);
  return centroidIn(book, postcode, "GB") ?? centroidIn(book, postcode, "US");
}

/** The sandbox lookup, as the checkout's address form and the collection point search use it. */
export function createSandboxAddressLookup(
  book: () => SandboxAddressBook = sandboxAddressBook,
): AddressLookup & PostcodeLocator {
  return {
    async suggest(query, countryIso, limit) {
      const country = countryIso.toUpperCase();
      const count = Math.max(0, Math.floor(limit));
      if (count === 0) return [];
      const byPostcode = postcodeMatches(book(), query, country)
        .flatMap((postcode) => postcode.addresses)
        .slice(0, count);
      // A query shaped like a postcode that names none may still be the start of an address ("12" in the US).
      const addresses = byPostcode.length > 0 ? byPostcode : textMatches(book(), query, country, count);
      return addresses.map(suggestionOf);
    },
    async address(id) {
      const address = book().addressById(id);
      return address ? lookedUp(address) : null;
    },
    async locate(postcode, countryIso) {
      return centroidIn(book(), postcode, countryIso);
    },
  };
}
