import { useState } from "react";
import { useNavigate } from "react-router";
import { useSite } from "../../lib/use-site.ts";
import { Button } from "../../ui/button.tsx";
import { InputField } from "../../ui/input-field.tsx";
import { Form } from "../../ui/site-form.tsx";
import { useHydrated } from "../shell/use-hydrated.ts";

interface CollectionPointSearchProps {
  query: string;
  /** invalidAddress or zeroResults from the last search. */
  error: "invalidAddress" | "zeroResults" | null;
}

/** spec 001 §5: the browser refused the position (code 1, or permission state denied). */
async function geolocationDenied(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: "geolocation" });
    return status?.state === "denied";
  } catch {
    return false;
  }
}

/**
 * Find Collect+ points by postcode or town — a plain GET of this page, so it works without the
 * script — or, with it, by the browser's location. The three errors of spec 001 §5 are worded under the field.
 */
export function CollectionPointSearch({ query, error }: CollectionPointSearchProps) {
  const { t, version } = useSite();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [locating, setLocating] = useState(false);
  const [position, setPosition] = useState<"blocked" | "unavailable" | null>(null);
  const message = position
    ? t(
        position === "blocked"
          ? "checkout.collect.error.geolocationBlocked"
          : "checkout.collect.error.noPosition",
      )
    : error === "invalidAddress"
      ? t("checkout.collect.error.invalidAddress")
      : error === "zeroResults"
        ? t("checkout.collect.error.zeroResults")
        : null;

  async function locate() {
    setPosition(null);
    if (!("geolocation" in navigator)) {
      setPosition("unavailable");
      return;
    }
    if (await geolocationDenied()) {
      setPosition("blocked");
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const { latitude, longitude } = position.coords;
        void navigate(
          `/${version}/checkout/secure?latitude=${latitude.toFixed(5)}&longitude=${longitude.toFixed(5)}`,
          { preventScrollReset: true },
        );
      },
      (failure) => {
        setLocating(false);
        // Code 1 is PERMISSION_DENIED (spec 001 §5); a timeout or no fix reads as no position found.
        setPosition(failure.code === 1 ? "blocked" : "unavailable");
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  }

  return (
    <Form
      method="get"
      className="collection-search"
      preventScrollReset
      aria-labelledby="collection-search-heading"
    >
      <h3 id="collection-search-heading" className="checkout-subheading">
        {t("checkout.collect.searchHeading")}
      </h3>
      <div className="collection-search__row">
        <InputField
          fieldName="pudo"
          label={t("checkout.collect.searchLabel")}
          defaultValue={query}
          maxLength={60}
          required
          autoComplete="postal-code"
          errorMessage={message}
        />
        <Button type="submit" variant="secondary">
          {t("checkout.collect.find")}
        </Button>
      </div>
      {hydrated && (
        <button
          type="button"
          className="collection-search__locate"
          onClick={() => void locate()}
          aria-busy={locating || undefined}
        >
          {locating ? t("checkout.collect.locating") : t("checkout.collect.useLocation")}
        </button>
      )}
    </Form>
  );
}
