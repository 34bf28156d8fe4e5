import { type ComponentType, type MouseEvent, Suspense, useCallback, useState } from "react";
import type { ListingCard } from "../../../core/search/listing-card.ts";
import { useSite } from "../../lib/use-site.ts";
import { SiteLink } from "../shell/site-link.tsx";
import type { ListingFindInStore } from "./listing-find-in-store.tsx";
import "./find-in-store-link.css";

type Panel = ComponentType<Parameters<typeof ListingFindInStore>[0]>;

/**
 * A listing card's "Find in store" (spec 002 §2). A link to the product page's find-in-store control, which is what
 * it stays without JavaScript; with it, the dialog's code is fetched on the first press only, so the listing's first
 * download stays small. A failure, to load that code or the sizes' store stock, shows findStockInStoreSystemError.
 */
export function FindInStoreLink({
  product,
}: {
  product: Pick<ListingCard, "code" | "namenocolor" | "sizes" | "url">;
}) {
  const { t, version } = useSite();
  const [Panel, setPanel] = useState<Panel | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const close = useCallback(() => setPanel(null), []);
  const fail = useCallback(() => {
    setPanel(null);
    setFailed(true);
  }, []);

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window is the product page itself, as without JavaScript.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (busy) return;
    setFailed(false);
    setBusy(true);
    import("./listing-find-in-store.tsx")
      .then((module) => setPanel(() => module.ListingFindInStore))
      .catch(fail)
      .finally(() => setBusy(false));
  };

  return (
    <div className="find-in-store-link">
      <SiteLink
        version={version}
        to={`${product.url}#find-in-store`}
        className="find-in-store-link__link"
        aria-busy={busy || undefined}
        onClick={open}
      >
        {t("listing.findInStore")}
        <span className="visually-hidden">{` – ${product.namenocolor}`}</span>
      </SiteLink>
      {/* Present from the start, so the message is announced when it is written in. */}
      <p className="find-in-store-link__message" role="alert">
        {failed && t("listing.findStockInStoreSystemError")}
      </p>
      {Panel && (
        <Suspense fallback={null}>
          <Panel product={product} onClose={close} onFailure={fail} />
        </Suspense>
      )}
    </div>
  );
}
