import { furnitureDeliveryCharge } from "./delivery-tariffs.ts";
import {
  DELIVERY_GROUPS,
  type DeliveryGroup,
  type DeliveryGroupPlan,
  type DeliveryLine,
} from "./delivery-types.ts";
import { addDays, type IsoDate } from "./iso-date.ts";
import { addWorkingDays, workingDayOnOrAfter } from "./working-days.ts";

/**
 * spec 001 §9 split-delivery groups: how long each group takes from the dispatch day. Furniture comes with a
 * two-person team in 10–14 working days (the earliest is shown); back-ordered furniture waits for stock first;
 * made-to-order pieces take whole weeks, then arrive on the next working day if that falls on a weekend or a
 * bank holiday.
 */
export const SPLIT_DELIVERY_LEAD_TIMES: Record<
  Exclude<DeliveryGroup, "standard">,
  { workingDays: number } | { weeks: number }
> = {
  furniture: { workingDays: 10 },
  furnitureBackOrder: { workingDays: 30 },
  madeToOrder6: { weeks: 6 },
  madeToOrder9: { weeks: 9 },
  madeToOrder11: { weeks: 11 },
};

/** The groups the furniture team delivers, and the furniture charge pays for once. */
export const FURNITURE_GROUPS: readonly DeliveryGroup[] = ["furniture", "furnitureBackOrder"];

/** A line delivered on its own rather than in the parcel. */
export function isSplitDeliveryLine(line: Pick<DeliveryLine, "deliveryGroup">): boolean {
  return line.deliveryGroup !== "standard";
}

function leadTimeDate(group: Exclude<DeliveryGroup, "standard">, dispatchDay: IsoDate): IsoDate {
  const lead = SPLIT_DELIVERY_LEAD_TIMES[group];
  if ("workingDays" in lead) return addWorkingDays(dispatchDay, lead.workingDays);
  return workingDayOnOrAfter(addDays(dispatchDay, lead.weeks * 7));
}

function furnitureCharge(currency: string): number {
  const charge = furnitureDeliveryCharge(currency);
  // A bag holds furniture only in a currency it is sold in; a missing charge is a configuration fault.
  if (charge === null) throw new RangeError(`No furniture delivery charge in ${currency}`);
  return charge;
}

/**
 * The deliveries a bag splits into, in DELIVERY_GROUPS order: the parcel (standard lines, on the chosen mode's
 * date), then one per other group with its own date. The furniture charge sits on the first furniture delivery.
 */
export function planDeliveries(
  lines: readonly DeliveryLine[],
  parcelDate: IsoDate,
  dispatchDay: IsoDate,
  currency: string,
): DeliveryGroupPlan[] {
  const plans: DeliveryGroupPlan[] = [];
  let furnitureCharged = false;
  for (const group of DELIVERY_GROUPS) {
    const entryNumbers = lines.filter((line) => line.deliveryGroup === group).map((line) => line.entryNumber);
    if (entryNumbers.length === 0) continue;
    if (group === "standard") {
      plans.push({ group, entryNumbers, deliveryDate: parcelDate, charge: 0 });
      continue;
    }
    const chargesFurniture = FURNITURE_GROUPS.includes(group) && !furnitureCharged;
    if (chargesFurniture) furnitureCharged = true;
    plans.push({
      group,
      entryNumbers,
      deliveryDate: leadTimeDate(group, dispatchDay),
      charge: chargesFurniture ? furnitureCharge(currency) : 0,
    });
  }
  return plans;
}
