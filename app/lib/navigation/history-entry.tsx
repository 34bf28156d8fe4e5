// The page's history entry gets its scroll key (ScrollRestoration's) and its index (the router's) in one
// `history.replaceState`, while the page is parsed. Each would otherwise write the entry on its own, the router's in
// the task that creates it: Chrome's `replaceState` took 1–7 ms of that task unthrottled on a two-core host (median
// 2.9 ms), the largest part of creating the router (issue 28). Both read what is there and skip their own write: the
// router when the entry has an `idx`, ScrollRestoration's script when it has a `key`. The values are theirs: a new
// entry is the first (index 0) and its key a random base-32 string.
const SCRIPT = `(function(h){var s=Object.assign({},h.state);if(s.key!=null&&s.idx!=null)return;if(s.key==null)s.key=Math.random().toString(32).slice(2);if(s.idx==null)s.idx=0;h.replaceState(s,"")})(window.history)`;

/** Before ScrollRestoration and the page's scripts. React writes a script's text as it is. */
export function HistoryEntry({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce}>{SCRIPT}</script>;
}
