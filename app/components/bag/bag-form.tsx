import { type FormEvent, type ReactNode, useEffect, useRef } from "react";
import { type FetcherWithComponents, useFetcher, useLocation } from "react-router";
import type { BagAnswer, BagIntent } from "../../../core/cart/bag-answer.ts";
import { useSite } from "../../lib/use-site.ts";
import { CsrfField } from "../content/csrf-field.tsx";
import { useBag } from "./bag-context.tsx";
import { BAG_RETURN_FIELD, bagActionPath } from "./bag-form-fields.ts";

// The bag's form (docs/forms-and-mutations.md; Hydrogen's CartForm is the model). Without JavaScript the
// browser posts it to the bag's action, which sends the shopper back here with the answer. With JavaScript the
// same fields go through a fetcher, and the answer (the server's count) settles the header and the panel.

export type BagFetcher = FetcherWithComponents<BagAnswer>;

/** A fetcher for one bag form; each new answer reaches the bag (count, analytics, panel) and then `onAnswer`. */
export function useBagFetcher(onAnswer?: (answer: BagAnswer) => void): BagFetcher {
  const fetcher = useFetcher<BagAnswer>();
  const { settle } = useBag();
  const handled = useRef<BagAnswer | undefined>(undefined);
  const onAnswerRef = useRef(onAnswer);
  onAnswerRef.current = onAnswer;
  useEffect(() => {
    // The answer is there as soon as the action is done, while the layout's data is still being read again.
    const answer = fetcher.data;
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    settle(answer);
    onAnswerRef.current?.(answer);
  }, [fetcher.data, settle]);
  return fetcher;
}

interface BagFormProps {
  /** The controls outside the form name it with their `form` attribute, so no layout changes around them. */
  id: string;
  fetcher: BagFetcher;
  intent: BagIntent;
  /** Checks the choices before a scripted post; false keeps it from posting (the page shows why). */
  beforeSubmit?: (fields: FormData) => boolean;
  /** Hidden fields the intent needs. */
  children?: ReactNode;
}

/**
 * The form element itself, hidden: the intent, the anti-forgery token and the page to come back to. The
 * visible controls (sizes, quantity, the add button) join it with `form={id}`.
 */
export function BagForm({ id, fetcher, intent, beforeSubmit, children }: BagFormProps) {
  const { version } = useSite();
  const location = useLocation();
  const action = bagActionPath(version);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (fetcher.state !== "idle") return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const fields = new FormData(event.currentTarget, submitter);
    if (beforeSubmit && !beforeSubmit(fields)) return;
    // The script takes the answer itself: no redirect.
    fields.delete(BAG_RETURN_FIELD);
    void fetcher.submit(fields, { method: "post", action });
  }

  return (
    <form id={id} method="post" action={action} onSubmit={submit} hidden>
      <input type="hidden" name="intent" value={intent} />
      <CsrfField />
      <input type="hidden" name={BAG_RETURN_FIELD} value={`${location.pathname}${location.search}`} />
      {children}
    </form>
  );
}
