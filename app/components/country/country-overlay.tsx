import { useEffect, useId, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { paymentIconsFor } from "../../../core/site/country-payment-icons.ts";
import { versionFromSegment } from "../../../core/site/versions.ts";
import { useSite } from "../../lib/use-site.ts";
import { Button } from "../../ui/button.tsx";
import { Modal } from "../../ui/modal.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import type { FooterData } from "../shell/footer-data.server.ts";
import { PaymentIcons } from "../shell/footer-payment-icons.tsx";
import { useShellState } from "../shell/shell-state.tsx";
import {
  type CountryOption,
  type CountryRegionOption,
  chooseCountry,
  fetchCountries,
} from "./country-api.ts";
import "./country-overlay.css";

/** spec 000 §4: idle, then waiting during submission. */
type SubmitState = "idle" | "waiting";
type ListState = "notLoaded" | "loading" | "loaded" | "failed";

interface CountryOverlayProps {
  current: FooterData["country"];
  payments: FooterData["payments"];
}

/**
 * The country selector overlay (spec 000 "Country selector overlay", §4, §5, §7): a required country dropdown, the
 * country's currency, its accepted payment icons and a confirm button. Opened through the shell state (panel
 * "country") from the footer and the hamburger menu; the countries load the first time it opens.
 */
export function CountryOverlay({ current, payments }: CountryOverlayProps) {
  const { version, t } = useSite();
  const { openPanel, close } = useShellState();
  const isOpen = openPanel === "country";
  const location = useLocation();
  const navigate = useNavigate();
  const selectId = useId();
  const errorId = useId();
  const [countries, setCountries] = useState<CountryOption[]>([]);
  const [regions, setRegions] = useState<CountryRegionOption[]>([]);
  const [listState, setListState] = useState<ListState>("notLoaded");
  const [selected, setSelected] = useState(current.isocode);
  const [submitState, setSubmitState] = useState<SubmitState>("idle");
  const [error, setError] = useState<string | null>(null);

  // "called when countries are not yet loaded" (spec 000 §7): once per page life, on first opening.
  useEffect(() => {
    if (!isOpen || listState !== "notLoaded") return;
    setListState("loading");
    fetchCountries()
      .then((list) => {
        setCountries(list.countries);
        setRegions(list.regions);
        setListState("loaded");
      })
      .catch(() => setListState("failed"));
  }, [isOpen, listState]);

  // Each opening starts from the country the shopper is on now.
  useEffect(() => {
    if (isOpen) {
      setSelected(current.isocode);
      setError(null);
      setSubmitState("idle");
      // A list that failed to load is tried again on the next opening.
      setListState((state) => (state === "failed" ? "notLoaded" : state));
    }
  }, [isOpen, current.isocode]);

  const country = countries.find((option) => option.isocode === selected);
  const countryByIsocode = new Map(countries.map((option) => [option.isocode, option]));
  const icons = country ? paymentIconsFor(payments[country.version], country.isocode) : [];

  async function confirm(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitState === "waiting") return;
    if (!country) {
      setError(t("country.required"));
      return;
    }
    setSubmitState("waiting");
    setError(null);
    try {
      const address = await chooseCountry(country, `${location.pathname}${location.search}`);
      const target = versionFromSegment(address.split("/")[1]);
      if (target !== version) {
        // A new version has its own locale, texts and prices: load it as a whole page.
        window.location.assign(address);
        return;
      }
      close("country");
      setSubmitState("idle");
      // Same version: the loaders run again and show the new country and currency.
      navigate(address, { replace: address === `${location.pathname}${location.search}` });
    } catch {
      setSubmitState("idle");
      setError(t("country.failed"));
    }
  }

  return (
    <Modal
      open={isOpen}
      onClose={() => close("country")}
      title={t("country.title")}
      closeLabel={t("country.close")}
      className="country-overlay"
    >
      <form className="country-overlay__form" onSubmit={confirm} noValidate>
        <p className="country-overlay__intro">{t("country.intro")}</p>
        <label htmlFor={selectId} className="country-overlay__label">
          {t("country.label")}
        </label>
        <div className="country-overlay__field">
          <select
            id={selectId}
            className="country-overlay__select"
            required
            disabled={listState !== "loaded"}
            value={listState === "loaded" ? selected : current.isocode}
            aria-invalid={error && !country ? true : undefined}
            aria-describedby={errorId}
            onChange={(event) => {
              setSelected(event.currentTarget.value);
              setError(null);
            }}
          >
            {listState === "loaded" ? (
              <>
                <option value="">{t("country.placeholder")}</option>
                {/* spec 002 §7 regionsForCountries: the countries under their region, each by name. */}
                {regions.map((region) => (
                  <optgroup key={region.code} label={t(`country.region.${region.code}`)}>
                    {region.countries.flatMap((isocode) => {
                      const option = countryByIsocode.get(isocode);
                      return option ? (
                        <option key={option.isocode} value={option.isocode}>
                          {option.name}
                        </option>
                      ) : (
                        []
                      );
                    })}
                  </optgroup>
                ))}
              </>
            ) : (
              <option value={current.isocode}>{current.name}</option>
            )}
          </select>
          {listState === "loading" && (
            <Spinner size={20} label={t("country.loading")} className="country-overlay__spinner" />
          )}
        </div>
        <p id={errorId} className="country-overlay__error" role="alert">
          {error ?? (listState === "failed" ? t("country.failed") : null)}
        </p>
        <dl className="country-overlay__facts">
          <dt>{t("country.currency")}</dt>
          <dd className="country-overlay__currency">
            {country
              ? `${country.defaultBaseStore.defaultCurrency.symbol} ${country.defaultBaseStore.defaultCurrency.isocode} – ${country.defaultBaseStore.defaultCurrency.name}`
              : "–"}
          </dd>
        </dl>
        <div className="country-overlay__payments">
          <p className="country-overlay__payments-title">{t("country.payments")}</p>
          <PaymentIcons icons={icons} label={t("country.payments")} />
        </div>
        <Button
          type="submit"
          fullWidth
          busy={submitState === "waiting"}
          busyLabel={t("country.waiting")}
          disabled={listState !== "loaded"}
        >
          {t("country.confirm")}
        </Button>
      </form>
    </Modal>
  );
}
