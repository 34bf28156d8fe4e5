import { forgetSignedInClientState } from "../../lib/http/sign-out-cleanup.ts";
import { useSite } from "../../lib/use-site.ts";
import { Button, type ButtonVariant } from "../../ui/button.tsx";
import { Form } from "../../ui/site-form.tsx";
import { CsrfField } from "../content/csrf-field.tsx";

/**
 * Sign out as a native POST form with the CSRF token (spec 000 §6): the header's flyover and the sign-out page.
 * A full page load follows, so every piece of page state (bag count, saved items) starts again as a guest's; what
 * the browser stores (tokens, the referrer, the wishlist cache) is cleared first (lib/http/sign-out-cleanup.ts).
 */
export function SignOutForm({
  className,
  variant = "secondary",
}: {
  className?: string;
  variant?: ButtonVariant;
}) {
  const { t, version } = useSite();
  return (
    <Form
      method="post"
      action={`/${version}/logout`}
      className={className}
      reloadDocument
      onSubmit={(event) => {
        // The browser's stores are cleared before the post leaves: the page after it is a new document.
        event.preventDefault();
        const form = event.currentTarget;
        void forgetSignedInClientState().finally(() => form.submit());
      }}
    >
      <CsrfField />
      <Button type="submit" variant={variant}>
        {t("account.signOut")}
      </Button>
    </Form>
  );
}
