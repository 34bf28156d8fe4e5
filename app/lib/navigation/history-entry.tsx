// The page's history entry gets its scroll key (ScrollRestoration's) and its index (the router's) in one
// `history.replaceState`, while the page is parsed. Each would otherwise write the entry on its own, the router's in
// the task that creates it: Chrome's `replaceState` took 1–7 ms of that task unthrottled on a two-core host (median
// 2.9 ms), the largest part of creating the router (issue 28). Both read what is there and skip their own write: the
// router when the entry has an `idx`, ScrollRestoration's script when it has a `key`. The values are theirs: a new
// entry is the first (index 0) and its key a random base-32 string.
const SCRIPT = `(function(h){var s=h.state||{};if(s.key!=null&&s.idx!=null)return;var n={};for(var k in s)n[k]=s[k];if(n.key==null)n.key=Math.random().toString(32).slice(2);if(n.idx==null)n.idx=0;h.replaceState(n,"")})(window.history)`;

/** Before ScrollRestoration and the page's scripts. */
export function HistoryEntry({ nonce }: { nonce: string | undefined }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of our own, no input in it.
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
