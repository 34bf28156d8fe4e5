// spec 000 §4: a successful sign-up is tracked with a hash of the lower-cased address, never the address itself.
// The event goes to the tag manager's queue: `window.dataLayer.push({ event: "newsletterSubscription", emailHash })`
// where emailHash is the SHA-256 hex digest of the trimmed, lower-cased address.
import { normaliseNewsletterEmail } from "../../../core/newsletter/newsletter-email.ts";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const NEWSLETTER_EVENT = "newsletterSubscription";

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Records the sign-up; without Web Crypto (an insecure origin) nothing is recorded rather than the raw address. */
export async function trackNewsletterSubscription(email: string): Promise<void> {
  if (typeof window === "undefined" || !globalThis.crypto?.subtle) return;
  const emailHash = await sha256Hex(normaliseNewsletterEmail(email));
  window.dataLayer ??= [];
  window.dataLayer.push({ event: NEWSLETTER_EVENT, emailHash });
}
