import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../../root.tsx";

/** The session's anti-forgery token as the form field the server checks on a native post. */
export function CsrfField() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return <input type="hidden" name="CSRFToken" value={root?.csrfToken ?? ""} />;
}
