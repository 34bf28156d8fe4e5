import type { Version } from "../../../core/site/versions.ts";
import { KM_PER_MILE } from "../../../core/stores/distance.ts";

// How a store's facts read on the page: its distance in the version's unit, its hours in the locale's clock,
// and the links that call, message or route to it.

/** The rest-of-world site measures in kilometres (spec 002 §9 gives the factor); the UK and US in miles. */
export function distanceText(
  miles: number,
  version: Version,
  t: (
    key: "stores.distanceKm" | "stores.distanceMiles" | "stores.distanceOneMile",
    values?: Record<string, number>,
  ) => string,
): string {
  if (version === "row") {
    const km = miles * KM_PER_MILE;
    return t("stores.distanceKm", { km: km < 10 ? Math.round(km * 10) / 10 : Math.round(km) });
  }
  return miles === 1 ? t("stores.distanceOneMile") : t("stores.distanceMiles", { miles });
}

function clockTime(time: string, locale: string): string {
  if (locale !== "en-US") return time;
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours >= 12 ? "pm" : "am";
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0 ? `${twelve}${suffix}` : `${twelve}:${String(minutes).padStart(2, "0")}${suffix}`;
}

/** "10:00 – 18:00" (UK) or "10am – 6pm" (US); null on a closed day. */
export function hoursText(hours: string | null | undefined, locale: string): string | null {
  if (!hours || hours === "closed") return null;
  const [opens, closes] = hours.split("-");
  if (!opens || !closes) return hours;
  return `${clockTime(opens, locale)} – ${clockTime(closes, locale)}`;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** WhatsApp's click-to-chat address takes the international number as digits only. */
export function whatsappHref(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}`;
}

export function directionsHref(store: { latitude: number; longitude: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${store.latitude},${store.longitude}`;
}

export function addressLines(store: { line1: string; line2: string | null; town: string; postcode: string }) {
  return [store.line1, store.line2, store.town, store.postcode].filter((line): line is string =>
    Boolean(line),
  );
}
