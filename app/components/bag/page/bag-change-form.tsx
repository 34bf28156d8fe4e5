import type { FormEvent, ReactNode } from "react";
import type { FetcherWithComponents } from "react-router";
import type { BagPageIntent } from "../../../../core/cart/bag-action-form.ts";
import type { BagPageAnswer } from "../../../../core/cart/bag-page-answer.ts";
import { useSite } from "../../../lib/use-site.ts";
import { CsrfField } from "../../content/csrf-field.tsx";
import { BAG_RETURN_FIELD } from "../bag-form-fields.ts";

// A form of the bag page (docs/forms-and-mutations.md). Without JavaScript the browser posts it to
// `POST /{version}/bag`, which answers 303 back to the bag with a one-time notice. With JavaScript the same
// fields go through the line's fetcher, without `returnTo`: the action answers data, and the router reads the
// page's and the layout's data again, so the header count is the server's.

export type BagPageFetcher = FetcherWithComponents<BagPageAnswer>;

interface BagPageFormProps {
  fetcher: BagPageFetcher;
  intent: BagPageIntent;
  className?: string;
  /** The intent's fields and the controls that post them. */
  children: ReactNode;
  formRef?: React.Ref<HTMLFormElement>;
}

export function bagPagePath(version: string): string {
  return `/${version}/bag`;
}

export function BagPageForm({ fetcher, intent, className, children, formRef }: BagPageFormProps) {
  const { version } = useSite();
  const action = bagPagePath(version);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // One change of a line at a time: a second press while the first is on its way is not sent twice.
    if (fetcher.state !== "idle") return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const fields = new FormData(event.currentTarget, submitter);
    // The script takes the answer itself: no redirect.
    fields.delete(BAG_RETURN_FIELD);
    void fetcher.submit(fields, { method: "post", action });
  }

  return (
    <form method="post" action={action} onSubmit={submit} className={className} ref={formRef}>
      <input type="hidden" name="intent" value={intent} />
      <CsrfField />
      <input type="hidden" name={BAG_RETURN_FIELD} value={action} />
      {children}
    </form>
  );
}
