import { useSite } from "../../lib/use-site.ts";
import { Icon } from "../../ui/icon.tsx";
import type { FooterData } from "./footer-data.server.ts";
import { useShellState } from "./shell-state.tsx";
import { useHydrated } from "./use-hydrated.ts";
import "./footer-country-trigger.css";

/** The footer's country selector trigger: the current country and currency; opens the country overlay. */
export function FooterCountryTrigger({ country }: { country: FooterData["country"] }) {
  const { t } = useSite();
  const { open } = useShellState();
  // The overlay needs the page's script: until it runs the button says so by being unavailable, not by doing nothing.
  const ready = useHydrated();
  return (
    <button
      type="button"
      className="country-trigger"
      aria-haspopup="dialog"
      disabled={!ready}
      onClick={() => open("country")}
    >
      <Icon name="globe" size={20} className="country-trigger__globe" />
      <span className="country-trigger__text">
        {t("footer.country", { country: country.name })}
        <span className="country-trigger__currency">
          {` (${t("footer.country.currency", {
            symbol: country.currency.symbol,
            currency: country.currency.isocode,
          })})`}
        </span>
      </span>
      <span className="country-trigger__change">{t("footer.country.change")}</span>
    </button>
  );
}
