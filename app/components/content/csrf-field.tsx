import { usePersonalUniversal } from "../../lib/personal/personal-universal.tsx";

/**
 * The session's anti-forgery token as the form field the server checks on a native post. Empty on a shared page
 * until the shopper's own data arrives: a same-origin post is then checked by its origin (docs/decisions/051).
 */
export function CsrfField() {
  const universal = usePersonalUniversal();
  return <input type="hidden" name="CSRFToken" value={universal?.csrfToken ?? ""} />;
}
