import { type FormEvent, type ReactNode, useCallback, useMemo, useRef, useState } from "react";
import { useLocation, useRevalidator } from "react-router";
import type { BagAnswer, BagIntent } from "../../../core/cart/bag-answer.ts";
import { getHttpClient, HttpError } from "../../lib/http-client.ts";
import { useSite } from "../../lib/use-site.ts";
import { CsrfField } from "../content/csrf-field.tsx";
import { useBag } from "./bag-context.tsx";
import { BAG_RETURN_FIELD, bagActionPath } from "./bag-form-fields.ts";

// The bag's form (docs/forms-and-mutations.md; Hydrogen's CartForm is the model). Without JavaScript the
// browser posts it to the bag's action, which sends the shopper back here with the answer. With JavaScript the
// same fields go through a fetcher, and the answer (the server's count) settles the header and the panel.

/** What a bag form's controls read: whether a post is under way, and how to send one. */
interface BagFetcher {
  state: "idle" | "submitting";
  submit(fields: FormData, action: string): Promise<void>;
}

/**
 * Posts a bag form through the HTTP client and hands each answer to the bag (count, analytics, panel) and then
 * to `onAnswer`, then has the router read the pages' data again. The answer is settled here, not from a
 * router fetcher's data: the router commits a fetcher's answer in a transition, which React may hold back
 * (for instance while it waits on resources of the same commit), and the added-to-bag panel with it.
 */
export function useBagFetcher(onAnswer?: (answer: BagAnswer) => void): BagFetcher {
  const { settle } = useBag();
  const revalidator = useRevalidator();
  const [state, setState] = useState<BagFetcher["state"]>("idle");
  const onAnswerRef = useRef(onAnswer);
  onAnswerRef.current = onAnswer;
  const submit = useCallback(
    async (fields: FormData, action: string) => {
      setState("submitting");
      try {
        const answer = await postBagForm(action, fields);
        settle(answer);
        onAnswerRef.current?.(answer);
        void revalidator.revalidate();
      } finally {
        setState("idle");
      }
    },
    [settle, revalidator],
  );
  return useMemo(() => ({ state, submit }), [state, submit]);
}

/** The action answers a refusal (409 out of stock, 400) with the same answer shape; anything else is a fault. */
async function postBagForm(action: string, fields: FormData): Promise<BagAnswer> {
  const body = new URLSearchParams();
  for (const [name, value] of fields) if (typeof value === "string") body.append(name, value);
  try {
    return (await getHttpClient().post<BagAnswer>(action, body, { errorHandle: false })).data;
  } catch (error) {
    if (error instanceof HttpError && isBagAnswer(error.data)) return error.data;
    throw error;
  }
}

function isBagAnswer(data: unknown): data is BagAnswer {
  return typeof data === "object" && data !== null && "intent" in data && "totalUnitCount" in data;
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
    void fetcher.submit(fields, action);
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
