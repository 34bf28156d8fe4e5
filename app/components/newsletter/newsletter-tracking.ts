// spec 000 §4: a successful sign-up is tracked with a hash of the lower-cased address, never the address itself.
// The event is `{ event: "Newsletter Subscription", emailHash }` (core/tracking/tracking-events.ts), where emailHash
// is the SHA-256 hex digest of the trimmed, lower-cased address.
import { normaliseNewsletterEmail } from "../../../core/newsletter/newsletter-email.ts";
import { trackEvent } from "../../lib/tracking/track-event.ts";

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Records the sign-up; without Web Crypto (an insecure origin) nothing is recorded rather than the raw address. */
export async function trackNewsletterSubscription(email: string): Promise<void> {
  if (typeof window === "undefined" || !globalThis.crypto?.subtle) return;
  const emailHash = await sha256Hex(normaliseNewsletterEmail(email));
  trackEvent({ event: "Newsletter Subscription", emailHash });
}
