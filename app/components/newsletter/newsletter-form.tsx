import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import {
  MAX_EMAIL_LENGTH,
  type NewsletterEmailRule,
  newsletterEmailError,
} from "../../../core/newsletter/newsletter-email.ts";
import { getHttpClient } from "../../lib/http-client.ts";
import { useSite } from "../../lib/use-site.ts";
import { CsrfField } from "../content/csrf-field.tsx";
import { trackNewsletterSubscription } from "./newsletter-tracking.ts";
import "./newsletter-form.css";

/** spec 000 §4: idle, validating, processing (button disabled); success clears the field and moves on. */
type NewsletterState = "idle" | "validating" | "processing";

/** Set by the server when a native post was refused (server/api/shell/join-request.ts). */
const ERROR_PARAM = "newsletter";

/**
 * The footer's newsletter sign-up (spec 000 §4, §5, §7). Server-rendered as a plain form that posts natively to
 * /{version}/join-request with the field eMail and the CSRF token, so it works without JavaScript; the server
 * sends a refused address back here with `?newsletter=invalid`. With JavaScript it validates eagerly on load and
 * on submit with the selected country's rule, posts through the HTTP client and tracks the sign-up.
 */
export function NewsletterForm({ rule }: { rule: NewsletterEmailRule }) {
  const { version, t } = useSite();
  const location = useLocation();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  // Fixed ids (one sign-up a page, in the footer) rather than useId, whose server and browser ids differ.
  const inputId = "newsletter-email";
  const errorId = "newsletter-email-error";
  const refusedByServer = new URLSearchParams(location.search).get(ERROR_PARAM) === "invalid";
  const [error, setError] = useState<string | null>(refusedByServer ? rule.errorMessage : null);
  const [state, setState] = useState<NewsletterState>("idle");
  const [enhanced, setEnhanced] = useState(false);
  const subscriptionPath = `/${version}/subscription`;

  // A refused native post lands here again with the flag (the footer stays mounted across navigations).
  useEffect(() => {
    if (refusedByServer) setError(rule.errorMessage);
  }, [refusedByServer, rule]);

  // spec 000 §5: validated on load when the field is already filled (autofill, back navigation).
  useEffect(() => {
    setEnhanced(true);
    const value = input.current?.value ?? "";
    if (value !== "") setError(newsletterEmailError(value, rule));
  }, [rule]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === "processing") return;
    const field = input.current;
    if (!field) return;
    setState("validating");
    const problem = newsletterEmailError(field.value, rule);
    setError(problem);
    if (problem) {
      setState("idle");
      field.focus();
      return;
    }
    setState("processing");
    const email = field.value.trim();
    try {
      // spec 000 §7: success is status 200; the body is not read. Failures are silent (spec 000 §8).
      await getHttpClient().post(`/${version}/join-request`, new URLSearchParams({ eMail: email }), {
        errorHandle: false,
      });
    } catch {
      setState("idle");
      return;
    }
    field.value = "";
    setState("idle");
    await trackNewsletterSubscription(email).catch(() => undefined);
    if (location.pathname === subscriptionPath) window.scrollTo({ top: 0, behavior: "smooth" });
    else navigate(subscriptionPath);
  }

  const returnTo = `${location.pathname}${stripErrorParam(location.search)}`;
  return (
    <section className="newsletter" aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading" className="newsletter__heading">
        {t("footer.newsletter.heading")}
      </h2>
      <p className="newsletter__copy">{t("footer.newsletter.copy")}</p>
      <form
        id="newsletter"
        className="newsletter__form"
        method="post"
        action={`/${version}/join-request`}
        noValidate={enhanced}
        onSubmit={submit}
      >
        <CsrfField />
        <input type="hidden" name="returnTo" value={returnTo} />
        <label htmlFor={inputId} className="newsletter__label">
          {t("footer.newsletter.label")}
        </label>
        <div className="newsletter__row">
          <input
            ref={input}
            id={inputId}
            className="newsletter__input"
            type="email"
            name="eMail"
            required
            maxLength={MAX_EMAIL_LENGTH}
            autoComplete="email"
            inputMode="email"
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            onBlur={(event) => {
              if (error && event.currentTarget.value !== "")
                setError(newsletterEmailError(event.currentTarget.value, rule));
            }}
          />
          <button
            type="submit"
            className="newsletter__submit"
            disabled={state === "processing"}
            aria-busy={state === "processing" || undefined}
          >
            {state === "processing" ? t("footer.newsletter.processing") : t("footer.newsletter.submit")}
          </button>
        </div>
        {/* spec 002 §5: field errors show below the field in an alert region. */}
        <p id={errorId} className="newsletter__error" role="alert">
          {error}
        </p>
      </form>
    </section>
  );
}

function stripErrorParam(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(ERROR_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}
