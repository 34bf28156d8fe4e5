import type { Version } from "../../../core/site/versions.ts";

// The bag form's address and the field a native post uses to come back (docs/forms-and-mutations.md).

/** Present only when the browser posts the form itself (JavaScript off): the page to send the shopper back to. */
export const BAG_RETURN_FIELD = "returnTo";

export function bagActionPath(version: Version): string {
  return `/${version}/bag/update`;
}

/**
 * Whether a submission went to the bag's action. Pages whose data does not depend on the bag skip loading
 * again after one: the answer already carries the count, and the layout's loader is still read again.
 */
export function isBagUpdate(formAction: string | undefined): boolean {
  return (
    formAction !== undefined &&
    /^\/[a-z]+\/bag\/update$/.test(new URL(formAction, "http://site.invalid").pathname)
  );
}
