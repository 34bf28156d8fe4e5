import { useEffect, useState } from "react";
import { useNavigate, useNavigation } from "react-router";
import { KM_PER_MILE } from "../../../core/stores/distance.ts";
import { ALL_STORES_RANGE, RANGE_CHOICES_MILES } from "../../../core/stores/nearest-stores.ts";
import { useSite } from "../../lib/use-site.ts";
import { Button } from "../../ui/button.tsx";
import { InputField } from "../../ui/input-field.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { Form } from "../../ui/site-form.tsx";

interface StoreFinderFormProps {
  location: string;
  rangeMiles: number;
}

/** A position to four decimals (about 10 m): near enough for the nearest store, and no more precise than needed. */
const coarse = (value: number) => value.toFixed(4);

/**
 * The finder's search (spec 002 §4 "a search by location"): a native GET form, so a search works without
 * JavaScript and its address can be shared; with JavaScript and geolocation, a button searches from where the
 * shopper stands, or says the location was refused (spec 002 §8).
 */
export function StoreFinderForm({ location, rangeMiles }: StoreFinderFormProps) {
  const { t, version } = useSite();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [canLocate, setCanLocate] = useState(false);
  const [locating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState<string | null>(null);
  const [range, setRange] = useState(String(rangeMiles));
  useEffect(() => setCanLocate(typeof navigator !== "undefined" && "geolocation" in navigator), []);
  useEffect(() => setRange(String(rangeMiles)), [rangeMiles]);

  const rangeLabel = (miles: number) => {
    if (miles === ALL_STORES_RANGE) return t("stores.search.allStores");
    if (version === "row") {
      const km = miles * KM_PER_MILE;
      return t("stores.search.rangeKm", { km: km < 10 ? Math.round(km * 10) / 10 : Math.round(km) });
    }
    return miles === 1 ? t("stores.search.rangeOneMile") : t("stores.search.rangeMiles", { miles });
  };

  function locateShopper() {
    setLocationError(null);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const query = new URLSearchParams({
          latitude: coarse(position.coords.latitude),
          longitude: coarse(position.coords.longitude),
          range,
        });
        void navigate(`?${query.toString()}`);
      },
      () => {
        setLocating(false);
        setLocationError(t("stores.search.locationBlocked"));
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  }

  const searching = navigation.state === "loading" && navigation.location?.search !== undefined;
  return (
    <Form method="get" className="store-finder-form" aria-label={t("stores.search.legend")}>
      <div className="store-finder-form__fields">
        <InputField
          id="store-finder-location"
          className="store-finder-form__location"
          label={t("stores.search.location")}
          fieldName="location"
          autoComplete="address-level2"
          defaultValue={location}
          maxLength={100}
          optionalText=""
          key={location}
        />
        <SelectField
          id="store-finder-range"
          className="store-finder-form__range"
          label={t("stores.search.range")}
          fieldName="range"
          value={range}
          onChange={(event) => setRange(event.target.value)}
          options={RANGE_CHOICES_MILES.map((miles) => ({ value: String(miles), label: rangeLabel(miles) }))}
        />
        <Button type="submit" className="store-finder-form__submit" busy={searching && !locating}>
          {t("stores.search.submit")}
        </Button>
      </div>
      {/* The slot is kept from the first paint (stores.css), so the button's arrival moves nothing. */}
      <div className="store-finder-form__locate">
        {canLocate && (
          <Button type="button" variant="text" onClick={locateShopper} busy={locating}>
            {locating ? t("stores.search.locating") : t("stores.search.useMyLocation")}
          </Button>
        )}
      </div>
      <div role="alert" className="store-finder-form__alert">
        {locationError && <p className="store-finder-form__error">{locationError}</p>}
      </div>
    </Form>
  );
}
