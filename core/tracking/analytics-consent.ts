// The shopper's analytics choice (docs/decisions/047-tracking-and-consent.md). Until it is "granted", no event
// leaves the page and the collector stores nothing; the choice is kept in a first-party cookie the server reads,
// so a page rendered for a shopper who declined carries no collector code path that could send.

export const CONSENT_COOKIE = "twc_consent";
export const CONSENT_CHOICES = ["granted", "denied"] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];
/** The shopper's answer, or null while they have not answered (the banner shows until then). */
export type AnalyticsConsent = ConsentChoice | null;

/** spec 002 §9: cookie expiry in days; the choice is asked again after a year. */
export const CONSENT_COOKIE_DAYS = 365;

export function isConsentChoice(value: unknown): value is ConsentChoice {
  return value === "granted" || value === "denied";
}

/** The choice in a Cookie header, or null when there is none or it is not one we wrote. */
export function consentFromCookieHeader(header: string | null | undefined): AnalyticsConsent {
  for (const part of header?.split(";") ?? []) {
    const [key, ...rest] = part.trim().split("=");
    if (key === CONSENT_COOKIE) {
      const value = rest.join("=");
      return isConsentChoice(value) ? value : null;
    }
  }
  return null;
}

/** The Set-Cookie value that records a choice: read by the server only, so HttpOnly. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  const maxAge = CONSENT_COOKIE_DAYS * 24 * 60 * 60;
  return `${CONSENT_COOKIE}=${choice}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
