import type { GiftingAnswer } from "../../../../core/gifting/gifting-answer.ts";
import type { GiftBoxType } from "../../../../core/gifting/gifting-types.ts";
import { useSite } from "../../../lib/use-site.ts";
import { Accordion } from "../../../ui/accordion.tsx";
import { InfoBox } from "../../../ui/info-box.tsx";
import { GiftBoxAddForm } from "./gift-box-add-form.tsx";
import { GiftBoxCard } from "./gift-box-card.tsx";
import { GiftLineList } from "./gift-line-list.tsx";
import type { GiftingPanelLine, GiftingPanelState } from "./gifting-panel-types.ts";
import { OrderGiftMessageForm } from "./order-gift-message-form.tsx";
import "./gifting-panel.css";

const OPTIONS = "gifting-options";

export interface GiftingPanelProps {
  /** The bag's gifting state with prices formatted (core/gifting/gifting-view.ts giftingView). */
  gifting: GiftingPanelState;
  /** The bag's lines, newest first as the bag shows them. */
  lines: GiftingPanelLine[];
  /** Each box type's price in the cart's currency, formatted. */
  boxPrices: Record<GiftBoxType, string>;
  /** The bag page action's last gifting answer (handleGiftingIntent), shown beside the form it came from. */
  answer?: GiftingAnswer | null;
  /** The page whose action takes the forms: the bag's, or the checkout's. */
  action?: string;
}

/**
 * Gift boxes and gift messages on the bag page (spec 001 §3 "Gifting", §4, §5). Every control is a native
 * `<form method="post">` to the bag page's action with an `intent` (core/gifting/gifting-form.ts), so it works
 * with JavaScript off; the server's answer is the truth and the page re-reads its data after each post.
 */
export function GiftingPanel({ gifting, lines, boxPrices, answer, action: pageAction }: GiftingPanelProps) {
  const { t, version } = useSite();
  const id = "gifting"; // one a page, and not useId, which hydration would rewrite (decision 073)
  const action = pageAction ?? `/${version}/bag`;
  const disabledWrap = new Set(gifting.giftWrapDisabledProducts);
  const noMessage = new Set(gifting.freeGiftMessageDisabledProducts);
  const boxed = new Set(gifting.boxes.flatMap((box) => box.entryNumbers));
  const byEntry = new Map(lines.map((line) => [line.entryNumber, line]));
  const boxable = lines.filter(
    (line) => line.giftWrappable && !disabledWrap.has(line.variantCode) && !boxed.has(line.entryNumber),
  );
  const notBoxable = lines.filter((line) => !line.giftWrappable || disabledWrap.has(line.variantCode));
  return (
    <section className="gifting" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="gifting__title">
        {t("gifting.title")}
      </h2>
      {answer?.ok && <InfoBox type="success">{answer.message}</InfoBox>}
      {gifting.boxes.length > 0 && (
        <div className="gifting__boxes">
          <h3 className="gifting__heading">{t("gifting.boxes.title")}</h3>
          <ol className="gifting__box-list">
            {gifting.boxes.map((box) => (
              <GiftBoxCard
                key={box.id}
                action={action}
                box={box}
                lines={box.entryNumbers.flatMap((n) => byEntry.get(n) ?? [])}
                messageDisabled={box.productCodes.some((code) => noMessage.has(code))}
                answer={answer}
                t={t}
              />
            ))}
          </ol>
        </div>
      )}
      {/* Folded until the shopper asks, so the bag's summary is not pushed far down a phone's screen; open once
          there is gifting to see or an answer to read. The shared accordion is a <details>: no JavaScript needed. */}
      <Accordion
        className="gifting__options"
        icon="arrow"
        defaultOpen={
          gifting.boxes.length > 0 || gifting.orderLevelGiftMessage !== "" || answer != null ? [OPTIONS] : []
        }
        items={[
          {
            id: OPTIONS,
            title: t("gifting.options"),
            content: (
              <div className="gifting__options-body">
                {boxable.length > 0 ? (
                  <GiftBoxAddForm
                    action={action}
                    lines={boxable}
                    boxPrices={boxPrices}
                    answer={answer}
                    t={t}
                  />
                ) : (
                  gifting.boxes.length > 0 && <p className="gifting__note">{t("gifting.add.allBoxed")}</p>
                )}
                {notBoxable.length > 0 && (
                  <div className="gifting__note">
                    {t("gifting.add.notBoxable")}
                    <GiftLineList lines={notBoxable} />
                  </div>
                )}
                <OrderGiftMessageForm
                  action={action}
                  message={gifting.orderLevelGiftMessage}
                  answer={answer}
                  t={t}
                />
              </div>
            ),
          },
        ]}
      />
    </section>
  );
}
