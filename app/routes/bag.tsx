import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { data, useLocation } from "react-router";
import { type BagPageAnswer, isBagPageNotice } from "../../core/cart/bag-page-answer.ts";
import { versionFromSegment } from "../../core/site/versions.ts";
import { GiftingPanel } from "../components/bag/gifting/gifting-panel.tsx";
import { BagFailure } from "../components/bag/page/bag-failure.tsx";
import { bagGiftingLines } from "../components/bag/page/bag-gifting-lines.ts";
import { BagLineItem } from "../components/bag/page/bag-line-item.tsx";
import { BagPageMessages, lineRefusal } from "../components/bag/page/bag-page-messages.tsx";
import { BagProgress } from "../components/bag/page/bag-progress.tsx";
import { BagSummary } from "../components/bag/page/bag-summary.tsx";
import { EmptyBag } from "../components/bag/page/empty-bag.tsx";
import { PromotionCodeForm } from "../components/bag/page/promotion-code-form.tsx";
import { PayPalBagButton } from "../components/bag/paypal-bag-button.tsx";
import { WalletButtons } from "../components/payments/wallet-buttons.tsx";
import { pageRecommendations } from "../components/recommendations/recommendation-sections.server.ts";
import { clearWishlistCache } from "../components/saved-items/saved-items-request.ts";
import { SiteLink } from "../components/shell/site-link.tsx";
import { unlistedPageMeta } from "../lib/page-meta.ts";
import { requestContext } from "../lib/request-context.ts";
import { useSite } from "../lib/use-site.ts";
import { buttonClassName } from "../ui/button.tsx";
import { InfoBox } from "../ui/info-box.tsx";
import type { Route } from "./+types/bag";
import { loadBagPage, shopperOf } from "./bag.server.ts";
import { bagAction } from "./bag-action.server.ts";
import "./bag.css";
import { syncCartEvent } from "../../core/tracking/cart-events.ts";
import { HydrationSlice } from "../lib/preact/hydration-slice.tsx";
import { trackEvent } from "../lib/tracking/track-event.ts";

// The bag page (spec 001 §2). GET shows the shopper's bag; POST takes every change made on
// it through the bag's one action (bag-action.server.ts; docs/forms-and-mutations.md): one schema, one handler
// per intent.
// A native post is answered 303 back here with a one-time notice; the page's script gets the answer as data,
// and the router reads this page's and the layout's data again, so the header count is the server's.

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const version = versionFromSegment(params.version);
  const shopper = shopperOf(ctx, version);
  const page = await loadBagPage(shopper);
  // Pages are answered `private` by the server: one shopper's bag is never kept by a shared cache.
  if (page.status === "failed") return data(page, { status: 500 });
  // The empty bag offers a way back in: recommendations streamed after the first byte (decision 048).
  const recommendations =
    page.view.lines.length === 0 ? pageRecommendations({ ctx, version, request }, "emptyBag") : null;
  return { ...page, recommendations };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return bagAction(request, context.get(requestContext), versionFromSegment(params.version), "bag");
}

export function meta({ params }: Route.MetaArgs) {
  return unlistedPageMeta(params.version, "bag.page.title");
}

export default function Bag({ loaderData }: Route.ComponentProps) {
  const { t, version, data: site } = useSite();
  const location = useLocation();
  const [answer, setAnswer] = useState<(BagPageAnswer & { id: number }) | null>(null);
  const nextId = useRef(1);
  const onAnswer = useCallback((next: BagPageAnswer) => {
    setAnswer({ ...next, id: nextId.current++ });
    // The line and the button pressed are about to go: keyboard focus moves to the page's heading, not the body.
    if (next.ok && (next.intent === "remove" || next.intent === "move-to-saved"))
      document.querySelector<HTMLElement>(".bag-page h1")?.focus();
    // The saved-items page and hearts read a cached list: a moved product must show there at once.
    if (next.intent === "move-to-saved" && next.ok) void clearWishlistCache();
  }, []);
  const dismiss = useCallback(() => setAnswer(null), []);
  // A native post's answer, left in the session for this view (the layout reads and clears it).
  const stored = site?.bagNotice;
  const notice = isBagPageNotice(stored) && stored.path === location.pathname ? stored : null;
  const lines = loaderData.status === "ready" ? loaderData.view.lines : [];
  const entryNumbers = useMemo(() => new Set(lines.map((line) => line.entryNumber)), [lines]);
  const emptied = lines.length === 0 && answer !== null;
  // spec 002 §7 "Sync cart": once per version of the bag the page shows (its modified time moves on each change).
  const bagForTracking = loaderData.status === "ready" ? loaderData.view : null;
  const trackedBag = useRef(bagForTracking);
  trackedBag.current = bagForTracking;
  const bagVersion = bagForTracking
    ? `${bagForTracking.modifiedTimestamp}|${bagForTracking.totalUnitCount}`
    : null;
  useEffect(() => {
    if (bagVersion !== null && trackedBag.current) trackEvent(syncCartEvent(trackedBag.current));
  }, [bagVersion]);
  // The last line gone, the heading that had focus went with it: the empty bag's heading takes it.
  useEffect(() => {
    if (emptied && document.activeElement === document.body)
      document.querySelector<HTMLElement>(".bag-page h1")?.focus();
  }, [emptied]);

  if (loaderData.status === "failed") return <BagFailure />;
  const { view, moveToSavedItems, freeDeliveryScope, gifting, wallets } = loaderData;
  // The panel takes the state; the currency is the bag's and the prices are passed on their own.
  const { boxPrices, ...giftingState } = gifting;
  const count = view.totalUnitCount;
  // One tree for the filled and the empty bag, so the messages' live regions stay mounted as the last line goes.
  const empty = lines.length === 0;
  return (
    <div className="page bag-page">
      {!empty && <BagProgress current="bag" />}
      {!empty && (
        <header className="bag-page__header">
          <h1 className="bag-page__title" tabIndex={-1}>
            {t("bag.page.title")}
          </h1>
          <p className="bag-page__count">
            {count === 1 ? t("bag.page.countOne") : t("bag.page.count", { count })}
          </p>
        </header>
      )}
      <BagPageMessages answer={answer} notice={notice} entryNumbers={entryNumbers} onDismiss={dismiss} />
      {empty && <EmptyBag recommendations={loaderData.recommendations} />}
      {!empty && (
        <div className="bag-page__layout">
          <section className="bag-page__lines" aria-labelledby="bag-lines-title">
            <h2 id="bag-lines-title" className="visually-hidden">
              {t("bag.page.lines")}
            </h2>
            <ul className="bag-page__list">
              {lines.map((line, index) => (
                // Each line, and the summary, may hydrate in a task of its own (HydrationSlice, decision 066).
                <HydrationSlice key={line.entryNumber}>
                  <li>
                    <BagLineItem
                      line={line}
                      eager={index < 2}
                      moveToSavedItems={moveToSavedItems}
                      refusal={notice?.entryNumber === line.entryNumber ? lineRefusal(notice) : null}
                      onAnswer={onAnswer}
                    />
                  </li>
                </HydrationSlice>
              ))}
            </ul>
            {/* Between the lines and the summary: gift boxes and the gift message. */}
            <GiftingPanel
              gifting={giftingState}
              lines={bagGiftingLines(lines)}
              boxPrices={{ GIFTB: boxPrices.GIFTB ?? "", GIFTWRAP: boxPrices.GIFTWRAP ?? "" }}
              answer={notice?.gifting ?? null}
            />
          </section>
          <HydrationSlice>
            <aside className="bag-page__aside">
              <BagSummary summary={view.summary} freeDeliveryScope={freeDeliveryScope}>
                <PromotionCodeForm
                  notice={notice?.intent === "apply-promotion" ? notice : null}
                  inactive={view.inactivePromotions}
                  activeCodes={view.summary.discounts.map((discount) => discount.code)}
                />
                {view.hasProblems && (
                  <InfoBox type="warning" className="bag-page__problems">
                    <p>{t("bag.page.summary.problems")}</p>
                  </InfoBox>
                )}
                {!view.hasProblems && (
                  <SiteLink
                    version={version}
                    to="/checkout/secure"
                    className={buttonClassName("primary", true, "bag-page__checkout")}
                  >
                    {t("bag.page.checkout")}
                  </SiteLink>
                )}
                <PayPalBagButton enabled={loaderData.paypalEnabled} />
                {!view.hasProblems && wallets && <WalletButtons settings={wallets} />}
              </BagSummary>
            </aside>
          </HydrationSlice>
        </div>
      )}
    </div>
  );
}

/** Anything thrown on the bag page (a change that could not be sent at all) shows the failure and Try again. */
export function ErrorBoundary() {
  return <BagFailure />;
}
