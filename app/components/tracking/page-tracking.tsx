import { useEffect, useRef } from "react";
import { useLocation, useMatches } from "react-router";
import { accountEventsOf } from "../../../core/tracking/account-events.ts";
import type { AnalyticsConsent } from "../../../core/tracking/analytics-consent.ts";
import {
  inputTrackingEvent,
  isTrackedField,
  type TrackedField,
} from "../../../core/tracking/field-masking.ts";
import { pageTypeOf } from "../../../core/tracking/page-type.ts";
import { setCollectorConsent } from "../../lib/tracking/collector-queue.ts";
import { trackEvent } from "../../lib/tracking/track-event.ts";

/** spec 002 §9: input tracking runs 10 ms after a blur, or after a filled field is created. */
const INPUT_TRACKING_DELAY_MS = 10;
const TEXT_LIKE = new Set(["text", "search", "email", "tel", "password", "number", "url", "textarea"]);

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isFieldElement(target: EventTarget | null): target is FieldElement {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  );
}

function describeField(element: FieldElement): TrackedField {
  const type =
    element instanceof HTMLInputElement
      ? element.type
      : element instanceof HTMLSelectElement
        ? "select"
        : "textarea";
  const checkable = element instanceof HTMLInputElement && (type === "checkbox" || type === "radio");
  return {
    form:
      element.form?.id ||
      element.form?.getAttribute("name") ||
      element.form?.getAttribute("aria-label") ||
      "",
    name: element.name || element.id,
    type,
    autocomplete: element.getAttribute("autocomplete") ?? undefined,
    value: checkable ? ((element as HTMLInputElement).checked ? element.value : "") : element.value,
    markedSensitive: element.closest("[data-tracking='masked']") !== null,
  };
}

function trackField(element: FieldElement): void {
  const field = describeField(element);
  if (!isTrackedField(field)) return;
  trackEvent(inputTrackingEvent(field));
}

/**
 * The page-level tracking (spec 002 §7, §9): tells the collector's queue the shopper's consent, records a page view
 * with its page type on every navigation, and tracks form fields (never a sensitive value). Renders nothing.
 */
export function PageTracking({ consent, signedIn }: { consent: AnalyticsConsent; signedIn: boolean }) {
  const wasSignedIn = useRef<boolean | null>(null);
  const location = useLocation();
  const matches = useMatches();
  const leaf = matches.at(-1);
  const notFound = (leaf?.loaderData as { state?: string } | undefined)?.state === "notFound";
  const pageType = pageTypeOf(leaf?.id, notFound);

  // First, so the page view below already knows whether it may be sent.
  useEffect(() => setCollectorConsent(consent === "granted"), [consent]);

  // One page view per address: the page's type and the sign-in state are read as they are when it changes.
  const latest = useRef({ pageType, signedIn });
  latest.current = { pageType, signedIn };
  const { pathname, search } = location;
  useEffect(() => {
    const { pageType, signedIn } = latest.current;
    trackEvent({ event: "Page View", pageType, path: pathname.slice(0, 500) });
    for (const event of accountEventsOf({ search, signedIn, wasSignedIn: wasSignedIn.current }))
      trackEvent(event);
    wasSignedIn.current = signedIn;
    // Fields the page was rendered with already filled (a search box, a remembered e-mail) are reported once.
    const created = setTimeout(() => {
      for (const element of document.querySelectorAll<FieldElement>(
        "form input, form select, form textarea",
      )) {
        const type = element instanceof HTMLTextAreaElement ? "textarea" : element.type;
        if (TEXT_LIKE.has(type) && element.value.trim()) trackField(element);
      }
    }, INPUT_TRACKING_DELAY_MS);
    return () => clearTimeout(created);
  }, [pathname, search]);

  useEffect(() => {
    const onBlur = (event: FocusEvent) => {
      const target = event.target;
      if (!isFieldElement(target) || !target.form) return;
      setTimeout(() => trackField(target), INPUT_TRACKING_DELAY_MS);
    };
    // spec 002 §7 "Marketing Opt In": the shopper's answer to the marketing question, when a form asking it is sent.
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target instanceof HTMLFormElement ? event.target : null;
      const box = form?.elements.namedItem("marketingConsent");
      if (box instanceof HTMLInputElement && box.type === "checkbox")
        trackEvent({ event: "Marketing Opt In", optIn: box.checked });
    };
    document.addEventListener("focusout", onBlur);
    document.addEventListener("submit", onSubmit);
    return () => {
      document.removeEventListener("focusout", onBlur);
      document.removeEventListener("submit", onSubmit);
    };
  }, []);

  return null;
}
