import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useRef } from "react";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { GeoPoint } from "../../../core/stores/distance.ts";
import { DEFAULT_MAP_ZOOM, LONDON, SELECTED_STORE_ZOOM } from "../../../core/stores/store-map-defaults.ts";
import baseMapUrl from "./base-map.json?url";
import "./store-map-view.css";

export interface StoreMapStore extends GeoPoint {
  code: string;
  name: string;
}

export interface StoreMapViewProps {
  /** The stores of the list's page, in its order: marker n is the list's store n. */
  stores: StoreMapStore[];
  /** The searched place, marked but not interactive. */
  origin: GeoPoint | null;
  selectedIndex: number | null;
  onSelect: (index: number) => void;
  labels: { map: string; zoomIn: string; zoomOut: string };
}

const latLng = (point: GeoPoint): L.LatLngTuple => [point.latitude, point.longitude];

/** Colours come from the design tokens (app/styles/tokens.css): the canvas needs them as values. */
function token(element: HTMLElement, name: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim();
}

function markerIcon(number: number, selected: boolean): L.DivIcon {
  return L.divIcon({
    className: selected ? "store-map__marker store-map__marker--selected" : "store-map__marker",
    // The number is drawn by CSS from this attribute, so the marker's only name is its store's (aria-label).
    html: `<span class="store-map__number" data-number="${number}"></span>`,
    iconSize: selected ? [36, 36] : [28, 28],
  });
}

let baseMap: Promise<GeoJSON.FeatureCollection> | null = null;
/** Fetched from our own origin once per page life; a failure is retried on the next map. */
function loadBaseMap(): Promise<GeoJSON.FeatureCollection> {
  baseMap ??= fetch(baseMapUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`base map ${response.status}`);
      return response.json() as Promise<Topology<{ land: GeometryCollection }>>;
    })
    .then((topology) => feature(topology, topology.objects.land) as GeoJSON.FeatureCollection)
    .catch((error: unknown) => {
      baseMap = null;
      throw error;
    });
  return baseMap;
}

/**
 * The store map (docs/decisions/046): Leaflet over an offline base map of Natural Earth land, one numbered
 * marker per listed store. Each marker is a button in the tab order named by its store; Enter, Space or a click
 * selects that store in the list, and a store selected in the list is shown here at zoom 15 (spec 002 §9).
 */
export function StoreMapView({ stores, origin, selectedIndex, onSelect, labels }: StoreMapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef<L.Marker[]>([]);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  // The map itself lives as long as the component: built once, with its base map drawn on a canvas.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const created = L.map(element, {
      attributionControl: false,
      zoomControl: false,
      preferCanvas: true,
      minZoom: 3,
      maxZoom: 18,
      worldCopyJump: false,
    }).setView(latLng(LONDON), DEFAULT_MAP_ZOOM);
    L.control
      .zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut, position: "topright" })
      .addTo(created);
    element.setAttribute("role", "group");
    element.setAttribute("aria-label", labels.map);
    map.current = created;
    let live = true;
    loadBaseMap()
      .then((land) => {
        if (!live) return;
        L.geoJSON(land, {
          interactive: false,
          style: {
            color: token(element, "--line-mid"),
            weight: 1,
            fillColor: token(element, "--paper"),
            fillOpacity: 1,
          },
        }).addTo(created);
      })
      // Without its land the map still places the stores; the list has them all either way.
      .catch(() => undefined);
    return () => {
      live = false;
      created.remove();
      map.current = null;
    };
  }, [labels.map, labels.zoomIn, labels.zoomOut]);

  // The page's stores: new markers for each new list, in the list's order so Tab meets them in that order.
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    const layer = L.layerGroup().addTo(current);
    markers.current = stores.map((store, index) => {
      const marker = L.marker(latLng(store), {
        icon: markerIcon(index + 1, false),
        keyboard: true,
        autoPanOnFocus: true,
        riseOnHover: true,
      }).addTo(layer);
      marker.on("click", () => onSelectRef.current(index));
      const element = marker.getElement();
      if (element) {
        element.setAttribute("aria-label", store.name);
        element.addEventListener("keydown", (event) => {
          if (event.key !== "Enter" && event.key !== " ") return;
          event.preventDefault();
          onSelectRef.current(index);
        });
      }
      return marker;
    });
    if (origin) {
      L.circleMarker(latLng(origin), {
        radius: 6,
        interactive: false,
        color: token(current.getContainer(), "--focus"),
        weight: 3,
        fillColor: token(current.getContainer(), "--paper"),
        fillOpacity: 1,
      }).addTo(layer);
    }
    const points = [...stores, ...(origin ? [origin] : [])].map(latLng);
    if (points.length > 0)
      current.fitBounds(L.latLngBounds(points), { padding: [40, 40], maxZoom: SELECTED_STORE_ZOOM });
    else current.setView(latLng(LONDON), DEFAULT_MAP_ZOOM);
    return () => {
      layer.remove();
      markers.current = [];
    };
  }, [stores, origin]);

  // The selected store: its marker marked and brought to zoom 15.
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    markers.current.forEach((marker, index) => {
      const selected = index === selectedIndex;
      const element = marker.getElement();
      const hadFocus = element !== undefined && element === document.activeElement;
      marker.setIcon(markerIcon(index + 1, selected));
      marker.setZIndexOffset(selected ? 1000 : 0);
      // setIcon builds a new element: its name, state and focus are given back.
      const fresh = marker.getElement();
      if (fresh && fresh !== element) {
        fresh.setAttribute("aria-label", stores[index]?.name ?? "");
        fresh.addEventListener("keydown", (event) => {
          if (event.key !== "Enter" && event.key !== " ") return;
          event.preventDefault();
          onSelectRef.current(index);
        });
      }
      // The chosen store's name beside its marker: at zoom 15 the base map has no streets to read.
      // Only for the eye: the marker itself is named, and the list holds the rest.
      marker.unbindTooltip();
      if (selected) {
        marker.bindTooltip(stores[index]?.name ?? "", {
          permanent: true,
          direction: "right",
          offset: [22, 0],
          className: "store-map__label",
        });
        marker.getTooltip()?.getElement()?.setAttribute("aria-hidden", "true");
      }
      if (fresh) {
        if (selected) fresh.setAttribute("aria-current", "true");
        else fresh.removeAttribute("aria-current");
        if (hadFocus) fresh.focus({ preventScroll: true });
      }
    });
    const store = selectedIndex === null ? undefined : stores[selectedIndex];
    if (store) current.setView(latLng(store), SELECTED_STORE_ZOOM, { animate: !prefersReducedMotion() });
  }, [selectedIndex, stores]);

  return <div ref={container} className="store-map__canvas" />;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
