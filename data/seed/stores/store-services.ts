import type { StoreService } from "../../../core/stores/store-services.ts";
import type { Random } from "../random.ts";
import type { HoursProfile } from "./store-source.ts";

/**
 * What a store offers, from its kind of location: every store takes back what was bought online;
 * the larger shopping-centre and London stores wrap gifts and most book personal shopping; interiors advice is
 * in the London stores and a few others with room for a studio.
 */
export function servicesFor(profile: HoursProfile, random: Random): StoreService[] {
  const large = profile === "shopping-centre" || profile === "london";
  const services: StoreService[] = ["returns"];
  if (large || random.chance(0.5)) services.push("giftWrapping");
  if (profile === "london" || (large && random.chance(0.6))) services.push("personalShopping");
  if (profile === "london" || random.chance(0.2)) services.push("interiorsAdvice");
  return services;
}
