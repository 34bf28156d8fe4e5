import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { BagPageAnswer } from "../../../../core/cart/bag-page-answer.ts";
import type { BagLine } from "../../../../core/cart/bag-view.ts";
import { imageSrcSet, imageUrl } from "../../../../core/content/image-url.ts";
import { formatMoney } from "../../../../core/money/money.ts";
import { useSite } from "../../../lib/use-site.ts";
import { buttonClassName } from "../../../ui/button.tsx";
import { InfoBox } from "../../../ui/info-box.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { GiftCardLineFacts } from "../../gift-card/gift-card-line-facts.tsx";
import { SiteLink } from "../../shell/site-link.tsx";
import { BagLineDetails } from "../bag-line-details.tsx";
import { BagPageForm } from "./bag-change-form.tsx";
import { BagLineProblem } from "./bag-line-problem.tsx";
import { BagLineQuantity } from "./bag-line-quantity.tsx";
import { lineRefusal } from "./bag-page-messages.tsx";
import "./bag-line-item.css";

interface BagLineItemProps {
  line: BagLine;
  /** The first lines are in the first screen: their pictures load at once, the rest when scrolled to. */
  eager: boolean;
  moveToSavedItems: boolean;
  /** A refusal for this line after a native post (JavaScript off). */
  refusal: string | null;
  /** Each answer of this line's forms, for the page's messages (the line may be gone once it is read). */
  onAnswer(answer: BagPageAnswer): void;
}

/**
 * One line of the bag page: picture, name and facts, unit price, quantity, line total,
 * remove and move to saved items. While it is being removed or moved it is dimmed and busy (spec 002 §4).
 */
export function BagLineItem({ line, eager, moveToSavedItems, refusal, onAnswer }: BagLineItemProps) {
  const { t, locale, version } = useSite();
  const fetcher = useFetcher<BagPageAnswer>();
  // From the line's entry number, unique in a bag, rather than useId, which hydration would rewrite (decision 073).
  const nameId = `bag-line-${line.entryNumber}-name`;
  const onAnswerRef = useRef(onAnswer);
  onAnswerRef.current = onAnswer;
  // The answer is handed on while the line is still here: after a removal the page's data drops it.
  useEffect(() => {
    if (fetcher.data) onAnswerRef.current(fetcher.data);
  }, [fetcher.data]);

  const pendingIntent = fetcher.state === "idle" ? null : fetcher.formData?.get("intent");
  const leaving = pendingIntent === "remove" || pendingIntent === "move-to-saved";
  const message = fetcher.data ? lineRefusal(fetcher.data) : refusal;
  const price = (value: BagLine["unitPrice"]) => formatMoney(value, locale);
  const busyLabel =
    pendingIntent === "move-to-saved"
      ? t("bag.page.line.moving", { product: line.name })
      : t("bag.page.line.updating");

  return (
    <article
      className={["bag-line", leaving ? "bag-line--leaving" : ""].join(" ").trim()}
      aria-labelledby={nameId}
      aria-busy={pendingIntent ? true : undefined}
    >
      {/* The name is the link for assistive technology; the picture repeats it for the pointer only. */}
      <SiteLink version={version} to={line.url} className="bag-line__image" tabIndex={-1} aria-hidden="true">
        {line.imageId ? (
          <img
            src={imageUrl(line.imageId, 320)}
            srcSet={imageSrcSet(line.imageId, 480)}
            sizes="(min-width: 768px) 144px, 104px"
            alt=""
            width={144}
            height={180}
            loading={eager ? undefined : "lazy"}
            decoding="async"
          />
        ) : null}
      </SiteLink>
      <div className="bag-line__body">
        <div className="bag-line__top">
          <BagLineDetails
            name={line.name}
            url={line.url}
            colour={line.colour}
            size={line.size}
            group={line.group}
            nameAs="h3"
            nameId={nameId}
            className="bag-line__details"
          >
            {line.giftCard && <GiftCardLineFacts card={line.giftCard} />}
          </BagLineDetails>
          <p className="bag-line__price">
            {line.wasPrice && (
              <s className="bag-line__was">
                <span className="visually-hidden">{t("bag.page.line.was", { price: "" })}</span>
                {price(line.wasPrice)}
              </s>
            )}
            <span className={line.wasPrice ? "bag-line__now bag-line__now--reduced" : "bag-line__now"}>
              {line.wasPrice && (
                <span className="visually-hidden">{t("bag.page.line.now", { price: "" })}</span>
              )}
              {price(line.unitPrice)}
            </span>
          </p>
        </div>

        <div className="bag-line__middle">
          <BagLineQuantity line={line} fetcher={fetcher} />
          <p className="bag-line__total">
            <span className="visually-hidden">{`${t("bag.page.line.total")} `}</span>
            <span className="bag-line__total-amount">{price(line.linePrice)}</span>
            {line.discount.amount > 0 && (
              <span className="bag-line__discount">
                {t("bag.page.line.discount", { amount: price(line.discount) })}
              </span>
            )}
          </p>
        </div>

        <BagLineProblem line={line} />
        {message && (
          <InfoBox type="error" className="bag-line__message">
            <p>{message}</p>
          </InfoBox>
        )}

        <div className="bag-line__actions">
          <BagPageForm fetcher={fetcher} intent="remove">
            <input type="hidden" name="entryNumber" value={line.entryNumber} />
            <button type="submit" className={buttonClassName("text", false, "bag-line__action")}>
              {t("bag.page.line.remove")}
              <span className="visually-hidden">{` ${line.name}`}</span>
            </button>
          </BagPageForm>
          {moveToSavedItems && !line.giftCard && (
            <BagPageForm fetcher={fetcher} intent="move-to-saved">
              <input type="hidden" name="entryNumber" value={line.entryNumber} />
              <button type="submit" className={buttonClassName("text", false, "bag-line__action")}>
                {t("bag.page.line.moveToSaved")}
                <span className="visually-hidden">{` ${line.name}`}</span>
              </button>
            </BagPageForm>
          )}
        </div>
      </div>
      {pendingIntent && <Spinner size={32} label={busyLabel} className="bag-line__spinner" />}
    </article>
  );
}
