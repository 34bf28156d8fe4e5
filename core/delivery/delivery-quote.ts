import { DEFAULT_COUNTRY_BY_VERSION, HOME_COUNTRY_BY_VERSION, type Version } from "../site/versions.ts";
import { dispatchDayOf, modeSchedule } from "./cut-offs.ts";
import { DELIVERY_MODE_NAMES } from "./delivery-mode-names.ts";
import { modeCharge, type TariffFacts } from "./delivery-tariffs.ts";
import {
  DELIVERY_GROUP_CODE,
  type DeliveryModeCode,
  type DeliveryModeOption,
  type DeliveryQuote,
  type DeliveryQuoteInput,
  type DeliveryType,
  GIFTING_RESTRICTED_MODES,
  type ModeRefusal,
  RESTRICTED_MODES,
} from "./delivery-types.ts";
import { deliveryZoneOf, isCountryDeliverable, linesUndeliverableTo } from "./international.ts";
import { isRestrictedPostcode } from "./restricted-postcodes.ts";
import { FURNITURE_GROUPS, isSplitDeliveryLine, planDeliveries } from "./split-delivery.ts";

/** The modes each site offers per delivery type, in the order they are listed. */
export const MODES_BY_VERSION: Record<Version, Record<DeliveryType, readonly DeliveryModeCode[]>> = {
  uk: { homeDelivery: ["STD", "NEXTDAY", "NOMINATE", "SAT", "SUN"], collectPlus: ["COLLECT+"] },
  // Collect+ is a UK network: the us and row sites list it only to refuse it.
  us: { homeDelivery: ["STD", "NEXTDAY"], collectPlus: ["COLLECT+"] },
  row: { homeDelivery: ["STD"], collectPlus: ["COLLECT+"] },
};

/** Countries written with UK postcodes, where the restricted list applies. */
const UK_POSTCODE_COUNTRIES: readonly string[] = ["GB", "JE", "GG", "IM"];

interface Situation {
  version: Version;
  country: string;
  deliverable: boolean;
  restrictedPostcode: boolean;
  splitDelivery: boolean;
  gifting: boolean;
}

/**
 * spec 001 §5, in the order the shopper is told: a destination the mode does not reach, then the postcode, then
 * a bag that splits (its parcel goes on its own, so it cannot be rushed, nor sent to a collection point while
 * the rest needs a home address), then gifting.
 */
function refusalOf(code: DeliveryModeCode, charge: number | null, situation: Situation): ModeRefusal | null {
  const abroad = situation.country !== HOME_COUNTRY_BY_VERSION[situation.version];
  if (!situation.deliverable || charge === null || (code !== "STD" && abroad)) return "international";
  if (situation.restrictedPostcode && RESTRICTED_MODES.includes(code)) return "restrictedPostCode";
  if (situation.splitDelivery && (RESTRICTED_MODES.includes(code) || code === "COLLECT+"))
    return "splitDelivery";
  if (situation.gifting && GIFTING_RESTRICTED_MODES.includes(code)) return "gifting";
  return null;
}

/**
 * The delivery modes, charges, dates and split deliveries for an address and bag. Before an
 * address is given the version's default country is assumed (uk GB, us US, row FR). A country the site does not
 * deliver to makes every line undeliverable; at a restricted postcode furniture lines are.
 */
export function quoteDelivery(input: DeliveryQuoteInput): DeliveryQuote {
  const country = (input.countryIso ?? DEFAULT_COUNTRY_BY_VERSION[input.version]).toUpperCase();
  const deliverable = isCountryDeliverable(input.version, country);
  const restrictedPostcode =
    UK_POSTCODE_COUNTRIES.includes(country) &&
    input.postcode !== null &&
    isRestrictedPostcode(input.postcode);

  const undeliverable = new Set(
    deliverable
      ? linesUndeliverableTo(input.lines, country, input.version)
      : input.lines.map((line) => line.entryNumber),
  );
  if (restrictedPostcode) {
    for (const line of input.lines)
      if (FURNITURE_GROUPS.includes(line.deliveryGroup)) undeliverable.add(line.entryNumber);
  }
  const sent = input.lines.filter((line) => !undeliverable.has(line.entryNumber));
  const hasParcel = sent.some((line) => !isSplitDeliveryLine(line));

  const zone = deliverable ? deliveryZoneOf(input.version, country) : null;
  const facts: TariffFacts = {
    version: input.version,
    currency: input.currency,
    zone,
    linesSubtotal: input.linesSubtotal,
    standardCharge: input.standardCharge,
    freeThreshold: input.freeThreshold,
    freeStandardDelivery: input.freeStandardDelivery,
  };
  const situation: Situation = {
    version: input.version,
    country,
    deliverable,
    restrictedPostcode,
    splitDelivery: sent.some(isSplitDeliveryLine),
    gifting: input.gifting,
  };

  const modes = MODES_BY_VERSION[input.version][input.deliveryType].map((code): DeliveryModeOption => {
    const charge = modeCharge(code, facts);
    const schedule = modeSchedule(code, input.version, input.now);
    return {
      code,
      groupCode: DELIVERY_GROUP_CODE[code],
      name: DELIVERY_MODE_NAMES[input.version][code],
      // With no parcel every line travels on its own and the mode carries nothing to charge for.
      charge: hasParcel ? (charge ?? 0) : 0,
      refusal: refusalOf(code, charge, situation),
      deliveryDate: schedule.deliveryDate,
      cutOff: schedule.cutOff.toISOString(),
      nominatedDates: schedule.nominatedDates,
    };
  });

  const defaultMode: DeliveryModeCode = input.deliveryType === "collectPlus" ? "COLLECT+" : "STD";
  const chosen =
    modes.find((option) => option.code === input.mode && option.refusal === null) ??
    modes.find((option) => option.code === defaultMode);
  const nominated =
    chosen?.code === "NOMINATE" && input.nominatedDate && chosen.nominatedDates.includes(input.nominatedDate)
      ? input.nominatedDate
      : null;
  const parcelDate =
    nominated ?? chosen?.deliveryDate ?? modeSchedule(defaultMode, input.version, input.now).deliveryDate;

  return {
    deliverable,
    undeliverableEntryNumbers: input.lines
      .map((line) => line.entryNumber)
      .filter((entryNumber) => undeliverable.has(entryNumber)),
    restrictedPostcode,
    zone,
    modes,
    defaultMode,
    groups: planDeliveries(sent, parcelDate, dispatchDayOf(input.now), input.currency),
  };
}
