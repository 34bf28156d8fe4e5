import { useEffect, useState } from "react";
import type { SuggestionsResponse } from "../../../core/search/suggestion-json.ts";
import { getHttpClient } from "../../lib/http-client.ts";

// spec 000 §9: the suggestion call is debounced 150 ms.
const AUTOCOMPLETE_DEBOUNCE_MS = 150;

type SuggestionState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "done"; response: SuggestionsResponse }
  | { status: "failed" };

/**
 * Suggestions for a term once it reaches the minimum length: one call 150 ms after the last
 * keystroke; a newer term cancels the older call so answers never arrive out of order.
 */
export function useSuggestions(version: string, term: string, minChars: number): SuggestionState {
  const [state, setState] = useState<SuggestionState>({ status: "idle" });
  useEffect(() => {
    if (term.trim().length < minChars) {
      setState({ status: "idle" });
      return;
    }
    setState((s) => (s.status === "done" ? s : { status: "loading" }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getHttpClient()
        .get<SuggestionsResponse>(`/${version}/search/autocomplete`, {
          query: { term: term.trim() },
          signal: controller.signal,
          errorHandle: false,
        })
        .then((response) => setState({ status: "done", response: response.data }))
        .catch(() => {
          if (!controller.signal.aborted) setState({ status: "failed" });
        });
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [version, term, minChars]);
  return state;
}
