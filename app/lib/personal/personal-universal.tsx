import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useRef,
  useState,
} from "react";
import type { UniversalVariable } from "../../../core/site/universal-variable.ts";
import { keepPageCsrfToken } from "../http/page-csrf-token.ts";

// Shareable pages are rendered once for every shopper (docs/decisions/051-shareable-pages.md): their universal data
// is a stranger's. The shopper's own (bag and saved-items counts, greeting, CSRF token) is fetched once the page
// runs, from the spec's `GET /api/common/universalVariable.json` (spec 002 §3), and then stands in for it. A page
// rendered for the shopper (bag, checkout, account) carries their own, which is the latest word.

const PersonalUniversal = createContext<UniversalVariable | null>(null);
const PersonalKnown = createContext(true);

/** The shopper's universal data: their own once known, the page's until then (null outside the version layout). */
export function usePersonalUniversal(): UniversalVariable | null {
  return useContext(PersonalUniversal);
}

/** Whether the universal data is the shopper's own yet: a shared page's counts are nobody's until it is. */
export function usePersonalDataKnown(): boolean {
  return useContext(PersonalKnown);
}

interface ProviderProps {
  /** The layout's universal data, and whether it was rendered for this shopper or for everyone. */
  universal: UniversalVariable;
  personal: boolean;
  /** The page's address without the version, for the data's page part. */
  path: string;
  version: string;
  children: ReactNode;
}

export function PersonalUniversalProvider({ universal, personal, path, version, children }: ProviderProps) {
  // The latest personal data known, from a personal page or the fetch: between a shared page's arrival and the
  // answer it stands in, so the counters never drop to nought and back on a client navigation.
  const lastKnown = useRef<UniversalVariable | null>(null);
  const [, answered] = useState(0);
  if (personal) lastKnown.current = universal;
  const pathRef = useRef(path);
  pathRef.current = path;

  // Asked again whenever the layout's data is loaded again (after every action), not on every navigation.
  const stranger = personal ? null : universal;
  useEffect(() => {
    if (!stranger) return;
    const controller = new AbortController();
    const url = `/api/common/universalVariable.json?url=${encodeURIComponent(`/${version}/${pathRef.current}`)}`;
    const askForPersonalData = () =>
      fetch(url, {
        credentials: "same-origin",
        headers: { accept: "application/json" },
        signal: controller.signal,
      })
        .then((response) => (response.ok ? (response.json() as Promise<UniversalVariable>) : null))
        .then((answer) => {
          if (!answer) return;
          lastKnown.current = answer;
          // A transition: what shows the shopper's own counts and hearts (every card's on a listing) renders in
          // slices the page can answer a tap between, not in one task while the page is still starting.
          startTransition(() => answered((count) => count + 1));
        })
        // Offline or refused: the page stays as everyone sees it; the next page asks again.
        .catch(() => {});
    // Asked from a task of its own: starting a fetch cost 3 ms of the task that runs the page's first effects.
    const ask = setTimeout(askForPersonalData);
    return () => {
      clearTimeout(ask);
      controller.abort();
    };
  }, [stranger, version]);

  const current = personal ? universal : (lastKnown.current ?? universal);
  // Kept as the page renders, so a call made before any effect has run already carries it (spec 000 §7).
  keepPageCsrfToken(current.csrfToken);
  return (
    <PersonalUniversal.Provider value={current}>
      <PersonalKnown.Provider value={personal || lastKnown.current !== null}>
        {children}
      </PersonalKnown.Provider>
    </PersonalUniversal.Provider>
  );
}
