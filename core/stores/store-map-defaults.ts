import type { GeoPoint } from "./distance.ts";

// spec 002 §9 "Store finder": the map is centred on London by default and shows a chosen store at zoom 15.
export const LONDON: GeoPoint = { latitude: 51.5072, longitude: -0.1276 };
export const SELECTED_STORE_ZOOM = 15;
/**
 * With nothing to show, London is seen at the zoom of a country rather than of a street: the offline base map
 * (docs/decisions/046) draws land and coast, so a street-level view of an empty area would be a blank square.
 */
export const DEFAULT_MAP_ZOOM = 6;
/** spec 002 §9: lazy parts appear when within 200px above or below the viewport. */
export const MAP_ROOT_MARGIN = "200px 0px 200px 0px";
