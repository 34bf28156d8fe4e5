import { type ComponentType, useEffect, useRef, useState } from "react";
import { MAP_ROOT_MARGIN } from "../../../core/stores/store-map-defaults.ts";
import { useSeenOnce } from "../../lib/use-seen-once.ts";
import { useSite } from "../../lib/use-site.ts";
import type { MapMode } from "../stores/store-selection.ts";
import type { StoreMapViewProps } from "./store-map-view.tsx";
import "./store-map-panel.css";

interface StoreMapPanelProps extends Omit<StoreMapViewProps, "labels"> {
  mode: MapMode;
  onHide: () => void;
  hideButtonRef: React.Ref<HTMLButtonElement>;
}

type Loaded =
  | { state: "idle" | "loading" | "failed" }
  | { state: "ready"; View: ComponentType<StoreMapViewProps> };

/**
 * The finder's map slot. Only this frame is in the page's first load: Leaflet, its stylesheet and the base map
 * are fetched when the shopper opens the map or the slot comes within 200px of the viewport (spec 002 §9), so the
 * list never waits for them. Without JavaScript the slot is not shown at all (store-map-panel.css).
 */
export function StoreMapPanel({ mode, onHide, hideButtonRef, ...view }: StoreMapPanelProps) {
  const { t } = useSite();
  const slot = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded>({ state: "idle" });
  // A slot that CSS hides (narrow screens before "Show map", or the map turned off) never intersects, so only a
  // map the shopper can see, or has opened, is ever loaded.
  const seen = useSeenOnce(slot, MAP_ROOT_MARGIN, mode !== "closed");
  const wanted = seen || mode === "open";

  useEffect(() => {
    if (!wanted || loaded.state !== "idle") return;
    setLoaded({ state: "loading" });
    import("./store-map-view.tsx").then(
      (module) => setLoaded({ state: "ready", View: module.StoreMapView }),
      () => setLoaded({ state: "failed" }),
    );
  }, [wanted, loaded.state]);

  const labels = {
    map: t("stores.map.label"),
    zoomIn: t("stores.map.zoomIn"),
    zoomOut: t("stores.map.zoomOut"),
  };
  return (
    <section id="store-map" className={`store-map store-map--${mode}`} aria-labelledby="store-map-heading">
      <div className="store-map__bar">
        <h2 id="store-map-heading" className="store-map__heading">
          {t("stores.map.heading")}
        </h2>
        <button type="button" className="store-map__hide" onClick={onHide} ref={hideButtonRef}>
          {t("stores.map.hide")}
        </button>
      </div>
      <div className="store-map__slot" ref={slot}>
        {loaded.state === "ready" ? (
          <loaded.View {...view} labels={labels} />
        ) : (
          <p className="store-map__status" role={loaded.state === "failed" ? "alert" : undefined}>
            {loaded.state === "failed" ? t("stores.map.failed") : t("stores.map.loading")}
          </p>
        )}
      </div>
      <p className="store-map__credit">{t("stores.map.credit")}</p>
    </section>
  );
}
