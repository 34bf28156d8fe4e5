import type { LookedUpAddress } from "../../core/address-lookup/address-lookup.ts";
import { randomFor, type SandboxRandom } from "./sandbox-random.ts";
import { compactPostcode, normaliseSearchText } from "./sandbox-search-text.ts";
import { FORCES_UNITS, UK_HOUSE_NAMES, UK_STREETS, US_STREETS } from "./sandbox-street-names.ts";
import type { AnchorPostcode, SandboxTown } from "./sandbox-town.ts";
import { UK_MORE_TOWNS } from "./sandbox-uk-more-towns.ts";
import { UK_STORE_TOWNS } from "./sandbox-uk-store-towns.ts";
import { US_TOWNS } from "./sandbox-us-towns.ts";

// The sandbox's address book: generated from the town tables, the same on every run and every instance, so a
// suggestion's id ("GB|BA11DA|12") reads back the same address wherever it is asked. Nothing is stored.

export const SANDBOX_TOWNS: readonly SandboxTown[] = [...UK_STORE_TOWNS, ...UK_MORE_TOWNS, ...US_TOWNS];

/** One address as the sandbox holds it: the looked-up fields plus what it is found and placed by. */
export interface SandboxAddress extends LookedUpAddress {
  id: string;
  /** The suggestion's one line. */
  text: string;
  latitude: number;
  longitude: number;
  search: {
    /** What line 1 and 2 say, e.g. "flat 2 14 milsom street" or "rose cottage milsom street". */
    lines: string;
    /** "14 milsom street" (empty for a named house or a forces unit). */
    numberStreet: string;
    street: string;
    town: string;
    /** Every word of the suggestion's line. */
    words: readonly string[];
  };
}

export interface SandboxPostcode {
  countryIso: "GB" | "US";
  postcode: string;
  /** Upper case without spaces: "BA11DA". */
  compact: string;
  latitude: number;
  longitude: number;
  addresses: readonly SandboxAddress[];
}

export interface SandboxAddressBook {
  postcodes(countryIso: string): readonly SandboxPostcode[];
  addressById(id: string): SandboxAddress | undefined;
}

/** Two letters of a UK postcode's unit: Royal Mail never uses C, I, K, M, O or V there. */
const UNIT_LETTERS = "ABDEFGHJLNPQRSTUWXYZ";
const UK_POSTCODES_PER_TOWN = { min: 4, max: 6 };
const ADDRESSES_PER_POSTCODE = { min: 10, max: 25 };
/** A postcode's centre lies within about a kilometre of its town's; an address within about 100 m of it. */
const POSTCODE_SPREAD_DEGREES = 0.02;
const ADDRESS_SPREAD_DEGREES = 0.002;

function jitter(random: SandboxRandom, spread: number): number {
  return Math.round((random.next() - 0.5) * spread * 1_000_000) / 1_000_000;
}

function ukPostcodes(town: SandboxTown, random: SandboxRandom, taken: Set<string>): AnchorPostcode[] {
  const postcodes = [...town.anchors];
  if (town.kind === "forces") return postcodes;
  const wanted = random.between(UK_POSTCODES_PER_TOWN.min, UK_POSTCODES_PER_TOWN.max);
  for (let index = 0; postcodes.length < wanted; index++) {
    const district = town.districts[index % town.districts.length] ?? "";
    const unit = `${random.pick([...UNIT_LETTERS])}${random.pick([...UNIT_LETTERS])}`;
    const postcode = `${district} ${random.between(1, 9)}${unit}`;
    if (taken.has(compactPostcode(postcode))) continue;
    taken.add(compactPostcode(postcode));
    postcodes.push({ postcode, street: "" });
  }
  return postcodes;
}

function usPostcodes(town: SandboxTown): AnchorPostcode[] {
  const anchored = new Set(town.anchors.map((anchor) => anchor.postcode));
  return [
    ...town.anchors,
    ...town.districts.filter((zip) => !anchored.has(zip)).map((zip) => ({ postcode: zip, street: "" })),
  ];
}

/** A street of the town not yet used by another of its postcodes: local names first, where the town has them. */
function freshStreet(town: SandboxTown, random: SandboxRandom, used: Set<string>): string {
  const national = town.countryIso === "US" ? US_STREETS : UK_STREETS;
  const local = town.localStreets.filter((street) => !used.has(street));
  const pool =
    local.length > 0 && random.next() < 0.7 ? local : national.filter((street) => !used.has(street));
  const street = random.pick(pool.length > 0 ? pool : national);
  used.add(street);
  return street;
}

interface Lines {
  line1: string;
  line2: string | null;
  numberStreet: string;
  street: string;
}

/** The lines of a postcode's addresses: houses, flats and named houses (UK), apartments and suites (US). */
function linesOf(
  town: SandboxTown,
  streets: readonly string[],
  count: number,
  random: SandboxRandom,
): Lines[] {
  if (town.kind === "forces")
    return FORCES_UNITS.slice(0, count).map((unit) => ({
      line1: unit,
      line2: null,
      numberStreet: "",
      street: "",
    }));
  const lines: Lines[] = [];
  const houseNames = [...UK_HOUSE_NAMES];
  const perStreet = Math.ceil(count / streets.length);
  for (const street of streets) {
    const us = town.countryIso === "US";
    let number = us ? random.between(1, 40) * 100 + random.between(0, 20) * 2 : random.between(1, 60);
    const step = us ? random.pick([2, 4, 6]) : random.pick([1, 2, 2]);
    const end = Math.min(count, lines.length + perStreet);
    while (lines.length < end) {
      const roll = random.next();
      const numberStreet = `${number} ${street}`;
      if (!us && roll < 0.1 && houseNames.length > 0) {
        const [name] = houseNames.splice(random.between(0, houseNames.length - 1), 1);
        lines.push({ line1: name ?? "", line2: street, numberStreet: "", street });
        continue;
      }
      if (roll < 0.25) {
        const units = Math.min(random.between(2, 3), end - lines.length);
        for (let unit = 1; unit <= units; unit++) {
          const line = us
            ? random.next() < 0.5
              ? `Apt ${unit}${random.pick(["A", "B", "C"])}`
              : `Suite ${unit}00`
            : "";
          lines.push(
            us
              ? { line1: numberStreet, line2: line, numberStreet, street }
              : { line1: `Flat ${unit}`, line2: numberStreet, numberStreet, street },
          );
        }
      } else {
        lines.push({ line1: numberStreet, line2: null, numberStreet, street });
      }
      number += step;
    }
  }
  return lines;
}

function suggestionText(address: LookedUpAddress): string {
  const lines = [address.line1, address.line2].filter((line): line is string => Boolean(line));
  // US addresses end "New York, NY 10065"; UK ones "Bath, BA1 1DA".
  const end =
    address.countryIso === "US"
      ? [address.townCity, `${address.regionIso} ${address.postcode}`]
      : [address.townCity, address.postcode];
  return [...lines, ...end].join(", ");
}

function postcodeOf(
  town: SandboxTown,
  anchor: AnchorPostcode,
  townRandom: SandboxRandom,
  usedStreets: Set<string>,
) {
  const random = randomFor(`${town.countryIso}|${anchor.postcode}`);
  const compact = compactPostcode(anchor.postcode);
  const latitude = anchor.latitude ?? town.latitude + jitter(townRandom, POSTCODE_SPREAD_DEGREES);
  const longitude = anchor.longitude ?? town.longitude + jitter(townRandom, POSTCODE_SPREAD_DEGREES * 1.5);
  const count = random.between(ADDRESSES_PER_POSTCODE.min, ADDRESSES_PER_POSTCODE.max);
  const first = anchor.street || (town.kind === "forces" ? "" : freshStreet(town, random, usedStreets));
  usedStreets.add(first);
  const streets =
    count > 16 && town.kind === "streets" ? [first, freshStreet(town, random, usedStreets)] : [first];
  const addresses = linesOf(town, streets, count, random).map((lines, index): SandboxAddress => {
    const address: LookedUpAddress = {
      line1: lines.line1,
      line2: lines.line2,
      townCity: town.townCity,
      countyName: town.countyName,
      regionIso: town.regionIso,
      postcode: anchor.postcode,
      countryIso: town.countryIso,
    };
    const text = suggestionText(address);
    return {
      ...address,
      id: `${town.countryIso}|${compact}|${index + 1}`,
      text,
      latitude: latitude + jitter(random, ADDRESS_SPREAD_DEGREES),
      longitude: longitude + jitter(random, ADDRESS_SPREAD_DEGREES * 1.5),
      search: {
        lines: normaliseSearchText(`${lines.line1} ${lines.line2 ?? ""}`),
        numberStreet: normaliseSearchText(lines.numberStreet),
        street: normaliseSearchText(lines.street),
        town: normaliseSearchText(town.townCity),
        words: normaliseSearchText(text).split(" "),
      },
    };
  });
  return { countryIso: town.countryIso, postcode: anchor.postcode, compact, latitude, longitude, addresses };
}

/** Builds the whole book from town tables (about 12,000 addresses in a few tens of milliseconds). */
export function buildAddressBook(towns: readonly SandboxTown[] = SANDBOX_TOWNS): SandboxAddressBook {
  const byCountry = new Map<string, SandboxPostcode[]>();
  const byId = new Map<string, SandboxAddress>();
  const taken = new Set(
    towns.flatMap((town) => town.anchors.map((anchor) => compactPostcode(anchor.postcode))),
  );
  for (const town of towns) {
    const random = randomFor(`${town.countryIso}|${town.townCity}|${town.districts.join(" ")}`);
    const usedStreets = new Set(town.anchors.map((anchor) => anchor.street));
    const anchors = town.countryIso === "US" ? usPostcodes(town) : ukPostcodes(town, random, taken);
    const list = byCountry.get(town.countryIso) ?? [];
    for (const anchor of anchors) {
      const postcode = postcodeOf(town, anchor, random, usedStreets);
      list.push(postcode);
      for (const address of postcode.addresses) byId.set(address.id, address);
    }
    byCountry.set(town.countryIso, list);
  }
  return {
    postcodes: (countryIso) => byCountry.get(countryIso) ?? [],
    addressById: (id) => byId.get(id),
  };
}

let shared: SandboxAddressBook | null = null;

/** The book every sandbox lookup in this process reads, built on first use. */
export function sandboxAddressBook(): SandboxAddressBook {
  shared ??= buildAddressBook();
  return shared;
}
