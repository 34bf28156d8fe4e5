import { type FormEvent, useId, useState } from "react";
import {
  ALL_STORES_RANGE,
  DEFAULT_RANGE_MILES,
  RANGE_CHOICES_MILES,
} from "../../../core/stores/nearest-stores.ts";
import type { StoreStockSearch } from "../../../core/stores/store-stock-service.ts";
import { useSite } from "../../lib/use-site.ts";
import { Button } from "../../ui/button.tsx";
import { InputField } from "../../ui/input-field.tsx";
import { Modal } from "../../ui/modal.tsx";
import { useSelectCommit } from "../../ui/select-commit.ts";
import { StoreCard } from "./store-card.tsx";
import { fetchStoreStock } from "./store-stock-request.ts";
import "./find-in-store.css";
import "../product/product-page.css";

interface FindInStoreProps {
  productCode: string;
  productName: string;
  variant: { code: string; size: string };
  open: boolean;
  onClose: () => void;
}

type Status =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "error"; message: string }
  | { kind: "done"; result: StoreStockSearch; place: string };

/**
 * spec 002 "find stock in store": the shops near a typed place or the shopper's own position
 * that hold the chosen size, nearest first, each with stock, opening hours and phone.
 */
export function FindInStore({ productCode, productName, variant, open, onClose }: FindInStoreProps) {
  const { t, version } = useSite();
  const rangeId = useId();
  const [location, setLocation] = useState("");
  const [range, setRange] = useState<number>(DEFAULT_RANGE_MILES);
  const [onlyWithStock, setOnlyWithStock] = useState(true);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [locationError, setLocationError] = useState<string | null>(null);
  const [lastOrigin, setLastOrigin] = useState<
    { location: string } | { latitude: number; longitude: number } | null
  >(null);

  async function search(
    origin: { location: string } | { latitude: number; longitude: number },
    options: { range: number; onlyWithStock: boolean } = { range, onlyWithStock },
  ) {
    setLastOrigin(origin);
    setStatus({ kind: "loading" });
    const result = await fetchStoreStock({
      productCode,
      variantCode: variant.code,
      origin,
      version,
      ...options,
    });
    if (!result) setStatus({ kind: "error", message: t("findInStore.systemError") });
    else setStatus({ kind: "done", result, place: "location" in origin ? origin.location : "" });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!location.trim()) {
      setLocationError(t("findInStore.location"));
      return;
    }
    setLocationError(null);
    void search({ location: location.trim() });
  }

  function locateShopper() {
    if (!("geolocation" in navigator)) {
      setStatus({ kind: "error", message: t("findInStore.locationBlocked") });
      return;
    }
    setStatus({ kind: "loading" });
    navigator.geolocation.getCurrentPosition(
      (position) => void search({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => setStatus({ kind: "error", message: t("findInStore.locationBlocked") }),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  }

  function refine(next: { range: number; onlyWithStock: boolean }) {
    setRange(next.range);
    setOnlyWithStock(next.onlyWithStock);
    if (lastOrigin) void search(lastOrigin, next);
  }
  // Arrowing through the distances shows each; the shops are searched again once one is chosen (WCAG 3.2.2).
  const rangeHandlers = useSelectCommit(
    (value) => setRange(Number(value)),
    (select) => refine({ range: Number(select.value), onlyWithStock }),
  );

  return (
    <Modal open={open} onClose={onClose} title={t("findInStore.title")} className="find-in-store">
      <p className="find-in-store__intro">
        {t("findInStore.intro", { product: productName, size: variant.size })}
      </p>
      <form className="find-in-store__form" noValidate onSubmit={submit}>
        <InputField
          label={t("findInStore.location")}
          fieldName="storeLocation"
          autoComplete="address-level2"
          required
          value={location}
          errorMessage={locationError}
          onChange={(event) => setLocation(event.target.value)}
        />
        <div className="find-in-store__actions">
          <Button type="submit" busy={status.kind === "loading"}>
            {t("findInStore.search")}
          </Button>
          <Button type="button" variant="text" onClick={locateShopper}>
            {t("findInStore.useMyLocation")}
          </Button>
        </div>
        <div className="find-in-store__filters">
          <label htmlFor={rangeId}>{t("findInStore.range")}</label>
          <select id={rangeId} value={range} {...rangeHandlers}>
            {RANGE_CHOICES_MILES.map((miles) => (
              <option key={miles} value={miles}>
                {miles === ALL_STORES_RANGE
                  ? t("findInStore.allStores")
                  : miles === 1
                    ? t("findInStore.rangeOneMile")
                    : t("findInStore.rangeMiles", { miles })}
              </option>
            ))}
          </select>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={onlyWithStock}
              onChange={(event) => refine({ range, onlyWithStock: event.target.checked })}
            />
            <span>{t("findInStore.onlyWithStock")}</span>
          </label>
        </div>
      </form>
      <div className="find-in-store__results" aria-live="polite" aria-busy={status.kind === "loading"}>
        {status.kind === "error" && (
          <p className="find-in-store__message" role="alert">
            {status.message}
          </p>
        )}
        {status.kind === "done" && <Results status={status} />}
      </div>
    </Modal>
  );
}

function Results({ status }: { status: Extract<Status, { kind: "done" }> }) {
  const { t } = useSite();
  const { result } = status;
  if (result.outcome === "locationNotFound")
    return (
      <p className="find-in-store__message">{t("findInStore.locationNotFound", { place: status.place })}</p>
    );
  if (result.outcome === "noStoresInRange")
    return <p className="find-in-store__message">{t("findInStore.noStoresInRange")}</p>;
  const place = result.origin?.name || t("findInStore.nearYou");
  return (
    <>
      {result.outcome === "noStoresWithStock" && (
        <p className="find-in-store__message">{t("findInStore.noStoresWithStock")}</p>
      )}
      {result.stores.length > 0 && (
        <>
          <p className="find-in-store__count">
            {t(result.stores.length === 1 ? "findInStore.results.one" : "findInStore.results.other", {
              count: result.stores.length,
              place,
            })}
          </p>
          <ul className="find-in-store__list">
            {result.stores.map((store) => (
              <li key={store.code}>
                <StoreCard store={store} />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
