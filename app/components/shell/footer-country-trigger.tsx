import { useEffect, useState } from "react";
import { useSite } from "../../lib/use-site.ts";
import type { FooterData } from "./footer-data.server.ts";
import { useShellState } from "./shell-state.tsx";
import "./footer-country-trigger.css";

/** The footer's country selector trigger: the current country and currency; opens the country overlay. */
export function FooterCountryTrigger({ country }: { country: FooterData["country"] }) {
  const { t } = useSite();
  const { open } = useShellState();
  // The overlay needs the page's script: until it runs the button says so by being unavailable, not by doing nothing.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <button
      type="button"
      className="country-trigger"
      aria-haspopup="dialog"
      disabled={!ready}
      onClick={() => open("country")}
    >
      <svg
        className="country-trigger__globe"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
      >
        <circle cx="12" cy="12" r="8.5" />
        <path d="M3.5 12h17M12 3.5c2.4 2.4 3.5 5.2 3.5 8.5s-1.1 6.1-3.5 8.5c-2.4-2.4-3.5-5.2-3.5-8.5S9.6 5.9 12 3.5Z" />
      </svg>
      <span className="country-trigger__text">
        {t("footer.country", { country: country.name })}
        <span className="country-trigger__currency">
          {" "}
          (
          {t("footer.country.currency", {
            symbol: country.currency.symbol,
            currency: country.currency.isocode,
          })}
          )
        </span>
      </span>
      <span className="country-trigger__change">{t("footer.country.change")}</span>
    </button>
  );
}
