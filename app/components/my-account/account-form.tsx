import type { ReactNode, RefObject } from "react";
import { type FetcherWithComponents, useActionData } from "react-router";
import type { MyAccountAnswer } from "../../../core/accounts/my-account-form.ts";
import { useSite } from "../../lib/use-site.ts";
import { InfoBox } from "../../ui/info-box.tsx";
import { CsrfField } from "../content/csrf-field.tsx";

// Every change on my account is a form posted to the page's action with an intent (docs/forms-and-mutations.md):
// a native post without JavaScript, the same fields through a router fetcher with it. The answer names the form
// it is for, so only that form shows its notice or its field messages.

type AccountFetcher = FetcherWithComponents<MyAccountAnswer>;

/** This form's answer: the fetcher's once it has one, else a native post's (the page's action data). */
export function useAccountAnswer(fetcher: AccountFetcher, formId: string): MyAccountAnswer | undefined {
  const actionData = useActionData<MyAccountAnswer>();
  const answer = fetcher.data ?? actionData;
  return answer?.formId === formId ? answer : undefined;
}

interface AccountFormProps {
  fetcher: AccountFetcher;
  intent: string;
  addressId?: string;
  formRef?: RefObject<HTMLFormElement | null>;
  className?: string;
  label?: string;
  children: ReactNode;
}

export function AccountForm({
  fetcher,
  intent,
  addressId,
  formRef,
  className,
  label,
  children,
}: AccountFormProps) {
  return (
    <fetcher.Form method="post" ref={formRef} className={className} aria-label={label}>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      {addressId && <input type="hidden" name="addressId" value={addressId} />}
      {children}
    </fetcher.Form>
  );
}

/** The notice after a change, or the form's refusal. */
export function AccountNotice({ answer }: { answer: MyAccountAnswer | undefined }) {
  const { t } = useSite();
  if (!answer) return null;
  if (answer.ok && answer.notice)
    return (
      <InfoBox type="success" className="my-account__notice">
        {t(answer.notice)}
      </InfoBox>
    );
  if (answer.formError)
    return (
      <InfoBox type="error" className="my-account__notice">
        {answer.formError}
      </InfoBox>
    );
  return null;
}
