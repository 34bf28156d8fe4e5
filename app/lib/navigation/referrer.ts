import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { Version } from "../../../core/site/versions.ts";
import { safeReturnPath, splitVersionPath } from "../site-paths.ts";

// spec 000 §2 "Navigation behaviour": a route change records the previous path as the referrer, except on login
// pages. It is kept in the tab's sessionStorage (one tab's trail, gone with the tab; no server write per page
// view), and the sign-in page uses it as the address to return to when its own address names none
// (docs/decisions/049-shell-navigation-rules.md).
export const REFERRER_STORAGE_KEY = "twc.referrer";

/** The sign-in pages (sign-in, register, password, the magic link) and sign-out: never an address to return to. */
export function isLoginPage(pathname: string): boolean {
  const [first] = splitVersionPath(pathname).path.split("/");
  return first === "login" || first === "logout";
}

/**
 * The referrer after a route change from `previous` (path and query): the previous page, unless it is a login
 * page, which leaves the referrer as it was (so the page before signing in stays the one to return to).
 */
export function referrerAfterRouteChange(previous: string | null, recorded: string | null): string | null {
  if (!previous) return recorded;
  const pathname = previous.split("?")[0] ?? "";
  return isLoginPage(pathname) ? recorded : previous;
}

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage disabled (some private modes): no referrer is kept, and sign-in returns home.
    return null;
  }
}

export function recordedReferrer(storage: Pick<Storage, "getItem"> | null = tabStorage()): string | null {
  try {
    return storage?.getItem(REFERRER_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function record(storage: Pick<Storage, "setItem"> | null, value: string): void {
  try {
    storage?.setItem(REFERRER_STORAGE_KEY, value);
  } catch {
    // Storage full or disabled: the referrer is not kept.
  }
}

/** The same-site path and query of the page this document was opened from, if it was one of ours. */
function documentReferrerPath(): string | null {
  if (!document.referrer) return null;
  try {
    const from = new URL(document.referrer);
    return from.origin === window.location.origin ? `${from.pathname}${from.search}` : null;
  } catch {
    return null;
  }
}

/**
 * Records the referrer on every route change (mounted once, by the root). The first page of a document counts the
 * page that opened it on this site (a plain link is a whole page load); a change of hash alone is no route change.
 */
export function useReferrerRecording(): void {
  const { pathname, search } = useLocation();
  const address = `${pathname}${search}`;
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const from = previous.current ?? documentReferrerPath();
    previous.current = address;
    // A page opened from another site or typed in leaves the referrer as it was: nothing to read or write.
    if (from === null || from === address) return;
    const storage = tabStorage();
    const next = referrerAfterRouteChange(from, recordedReferrer(storage));
    if (next !== null) record(storage, next);
  }, [address]);
}

/**
 * Where the sign-in page returns to: its own `returnTo` when the address names one (`given`), else the recorded
 * referrer on this version, else `fallback` (the loader's, the home page). Read after hydration, so the server's
 * and the first client render agree.
 */
export function useReturnAddress(fallback: string, given: boolean, version: Version): string {
  const [address, setAddress] = useState(fallback);
  useEffect(() => {
    if (given) return setAddress(fallback);
    // Read after this commit's effects: the root records the route change to this page after its children's.
    const read = setTimeout(() => {
      const referrer = recordedReferrer();
      const usable = referrer !== null && !isLoginPage(referrer.split("?")[0] ?? "");
      setAddress(usable ? safeReturnPath(referrer, version) : fallback);
    }, 0);
    return () => clearTimeout(read);
  }, [fallback, given, version]);
  return address;
}
