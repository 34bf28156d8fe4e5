import type { CollectionPoint, OpeningHours } from "./collection-points.ts";

// spec 001 §3 checkout state: the chosen Collect+ point travels as collectPlusCollectionDetails (where the parcel
// goes) and collectPlusStoreHours (when it can be collected), and is what the order is delivered to.

export interface CollectPlusCollectionDetails {
  /** The carrier's id of the point, so the order names the point the carrier knows. */
  id: string;
  name: string;
  line1: string;
  line2: string | null;
  townCity: string;
  postcode: string;
  countryIso: "GB";
}

export interface ChosenCollectionPoint {
  collectPlusCollectionDetails: CollectPlusCollectionDetails;
  collectPlusStoreHours: readonly OpeningHours[];
}

/** The details of a chosen point as the checkout keeps them and the order carries them. */
export function chosenCollectionPoint(point: CollectionPoint): ChosenCollectionPoint {
  return {
    collectPlusCollectionDetails: {
      id: point.id,
      name: point.name,
      line1: point.line1,
      line2: point.line2,
      townCity: point.townCity,
      postcode: point.postcode,
      countryIso: point.countryIso,
    },
    collectPlusStoreHours: point.openingHours,
  };
}
