import type { GiftingForm } from "../../../../core/gifting/gifting-form.ts";
import { CsrfField } from "../../content/csrf-field.tsx";

/** What every gifting form posts besides its controls: the intent and the session's CSRF token. */
export function GiftingHiddenFields({ intent }: { intent: GiftingForm["intent"] }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <CsrfField />
    </>
  );
}
