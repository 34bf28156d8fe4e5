import { useFetcher, useLocation } from "react-router";
import type { AnalyticsConsent } from "../../../core/tracking/analytics-consent.ts";
import { useSite } from "../../lib/use-site.ts";
import { buttonClassName } from "../../ui/button.tsx";
import { CsrfField } from "../content/csrf-field.tsx";
import { useHydrated } from "../shell/use-hydrated.ts";
import "../../ui/button.css";

// The form is on every page until the shopper answers: React Router would fetch its action's routes as it renders,
// and adding them re-renders the page during load (decision 064). A fetcher form's props do not name `discover`,
// though its form takes it; the routes are fetched when the shopper points at or focuses the form.
const DISCOVER_ON_INTENT = { discover: "none" } as const;

/**
 * The two answers to the analytics question, as a form posting to the cookie preferences page's action: a native
 * post without JavaScript (the action sends the shopper back to `returnTo`), a fetcher with it (the page stays,
 * and the layout's data, which carries the choice, is loaded again).
 */
export function ConsentForm({ current, className }: { current: AnalyticsConsent; className?: string }) {
  const { version, t } = useSite();
  const fetcher = useFetcher();
  const location = useLocation();
  const hydrated = useHydrated();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      {...DISCOVER_ON_INTENT}
      method="post"
      action={`/${version}/cookie-preferences`}
      className={className}
    >
      <CsrfField />
      {!hydrated && <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />}
      <button
        type="submit"
        name="analytics"
        value="granted"
        className={buttonClassName("primary")}
        aria-pressed={current === null ? undefined : current === "granted"}
        disabled={busy}
      >
        {t("consent.accept")}
      </button>
      <button
        type="submit"
        name="analytics"
        value="denied"
        className={buttonClassName("secondary")}
        aria-pressed={current === null ? undefined : current === "denied"}
        disabled={busy}
      >
        {t("consent.decline")}
      </button>
    </fetcher.Form>
  );
}
