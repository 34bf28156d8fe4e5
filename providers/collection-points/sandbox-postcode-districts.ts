import { type PostcodeLocator, ukPostcodeOf } from "../../core/collection-points/find-collection-points.ts";
import { SANDBOX_TOWNS, type SandboxTown } from "./sandbox-towns.ts";

// A SANDBOX postcode locator that knows only the postcode districts of the sandbox Collect+ towns: a postcode
// is placed at the centre of the town its district (outward code) belongs to. It lets the Collect+ search take
// a postcode offline on its own; the address lookup's locator (PostcodeLocator of core/address-lookup), which
// knows every sandbox address, takes its place where the server wires both.

export function createSandboxDistrictLocator(towns: readonly SandboxTown[] = SANDBOX_TOWNS): PostcodeLocator {
  const townByDistrict = new Map<string, SandboxTown>();
  for (const town of towns)
    for (const district of town.districts)
      if (!townByDistrict.has(district)) townByDistrict.set(district, town);
  return {
    async locate(postcode, countryIso) {
      if (countryIso.toUpperCase() !== "GB") return null;
      const district = ukPostcodeOf(postcode)?.split(" ")[0];
      const town = district ? townByDistrict.get(district) : undefined;
      return town ? { latitude: town.latitude, longitude: town.longitude } : null;
    },
  };
}
