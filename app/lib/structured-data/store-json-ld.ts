import type { Store } from "../../../core/stores/store-directory.ts";
import { WEEKDAYS } from "../../../core/stores/store-types.ts";

const SCHEMA_DAY = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
} as const;

/** US stores keep the state in the town ("Greenwich, CT"); schema.org wants them apart. */
function locality(store: Store): { addressLocality: string; addressRegion?: string } {
  const [town, region] = store.town.split(/,\s*/);
  return region
    ? { addressLocality: town ?? store.town, addressRegion: region }
    : { addressLocality: store.town };
}

/** schema.org Store of a store's page: address, position, phone and the week's opening hours (closed days left out). */
export function storeJsonLd(store: Store, url: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Store",
    "@id": url,
    name: `The White Cove ${store.name}`,
    url,
    telephone: store.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: [store.line1, store.line2].filter(Boolean).join(", "),
      ...locality(store),
      postalCode: store.postcode,
      addressCountry: store.countryIso,
    },
    geo: { "@type": "GeoCoordinates", latitude: store.latitude, longitude: store.longitude },
    openingHoursSpecification: WEEKDAYS.flatMap((day) => {
      const hours = store.openingHours[day];
      const [opens, closes] = hours && hours !== "closed" ? hours.split("-") : [];
      return opens && closes
        ? [
            {
              "@type": "OpeningHoursSpecification",
              dayOfWeek: `https://schema.org/${SCHEMA_DAY[day]}`,
              opens,
              closes,
            },
          ]
        : [];
    }),
  };
}
