import { z } from "../validation/zod.ts";
import { CONSENT_CHOICES } from "./analytics-consent.ts";

/** The consent form's fields (app/components/tracking/consent-form.tsx). */
export const consentAnswerSchema = z.object({
  analytics: z.enum(CONSENT_CHOICES),
  returnTo: z.string().max(600).optional(),
});

/**
 * Where a native post of the consent form goes back to: a path of this shop's version, never another site (a
 * `//host` or `/\host` address would leave it), else null and the page stays.
 */
export function safeReturnPath(returnTo: string | undefined, version: string): string | null {
  if (!returnTo) return null;
  if (!returnTo.startsWith(`/${version}/`) && returnTo !== `/${version}`) return null;
  if (/[\\\s]/.test(returnTo) || returnTo.startsWith("//")) return null;
  return returnTo;
}
