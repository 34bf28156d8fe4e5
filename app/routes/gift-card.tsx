import { useMemo } from "react";
import { useLocation } from "react-router";
import { isBagPageNotice } from "../../core/cart/bag-page-answer.ts";
import {
  GIFT_CARD_NAMES,
  GIFT_CARD_OFFER,
  GIFT_CARD_VERSION,
  type GiftCardKind,
} from "../../core/gift-card-purchase/gift-card-offer.ts";
import { sendDateWindow } from "../../core/gift-card-purchase/send-date-window.ts";
import { versionFromSegment } from "../../core/site/versions.ts";
import { GiftCardForm } from "../components/gift-card/gift-card-form.tsx";
import { UkOnlyOverlay } from "../components/gift-card/uk-only-overlay.tsx";
import { moveToOwnAddress } from "../lib/own-address.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { requestContext } from "../lib/request-context.ts";
import { pageAddress } from "../lib/site-paths.ts";
import { useSite } from "../lib/use-site.ts";
import type { Route } from "./+types/gift-card";
import "../components/product/product-page.css";
import "../components/gift-card/gift-card.css";

// The gift card pages of spec 000 §2: `{productName}/p/GCARD` (a posted card) and `{productName}/p/ECARD` (an
// e-gift card sent on a chosen day). The offer is core's (core/gift-card-purchase/gift-card-offer.ts); the form
// posts to the bag's one action. Gift cards are sold on the UK site in pounds only: elsewhere the page is the
// overlay that offers the UK site or the home page.
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const version = versionFromSegment(params.version);
  // Both addresses share this module; a client navigation's data request ends in `.data`.
  const kind: GiftCardKind = pageAddress(new URL(request.url).pathname).endsWith("/p/ECARD")
    ? "ECARD"
    : "GCARD";
  // One address per gift card, whatever name segment a link used.
  moveToOwnAddress(request, version, `/${GIFT_CARD_NAMES[kind].slug}/p/${kind}`);
  const {
    fixedAmounts,
    customMin,
    customMax,
    designs,
    giftBoxCharge,
    freeGiftBoxAbove,
    sendDateMonthsAhead,
  } = GIFT_CARD_OFFER;
  return {
    kind,
    name: GIFT_CARD_NAMES[kind].name,
    ukOnly: version !== GIFT_CARD_VERSION,
    ukPath: `/${GIFT_CARD_VERSION}/${GIFT_CARD_NAMES[kind].slug}/p/${kind}`,
    imageSelector: ctx.services.config[version].giftCard.imageSelector,
    offer: { fixedAmounts, customMin, customMax, designs, giftBoxCharge, freeGiftBoxAbove },
    window: sendDateWindow(new Date(), sendDateMonthsAhead),
  };
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return pageMeta(
    { location, matches },
    {
      title: loaderData?.name ?? "Gift Card",
      description:
        loaderData?.kind === "ECARD"
          ? "Send an e-gift card for The White Cove by e-mail, on the day you choose."
          : "A gift card for The White Cove, posted in a card of your chosen design.",
    },
  );
}

export default function GiftCardPage({ loaderData }: Route.ComponentProps) {
  const { t, version, data: site } = useSite();
  const location = useLocation();
  const { kind, name, ukOnly, ukPath, imageSelector, offer, window } = loaderData;
  // A native post's refusal, left in the session for this view (the layout reads and clears it).
  const stored = site?.bagNotice;
  const refusedNotice =
    stored &&
    !isBagPageNotice(stored) &&
    stored.intent === "add-gift-card" &&
    stored.status !== "added" &&
    stored.path === location.pathname
      ? stored
      : null;
  const refused = useMemo(
    () =>
      refusedNotice ? { errors: refusedNotice.fieldErrors ?? {}, fields: refusedNotice.fields ?? {} } : null,
    [refusedNotice],
  );

  if (ukOnly)
    return (
      <div className="pdp gift-card-page">
        <UkOnlyOverlay
          title={t("giftCard.ukOnlyTitle")}
          body={t("giftCard.ukOnlyBody")}
          ukPath={ukPath}
          homePath={`/${version}`}
          changeLabel={t("giftCard.changeToUk")}
          returnLabel={t("giftCard.returnHome")}
        />
      </div>
    );

  return (
    <div className="pdp gift-card-page">
      <h1 className="pdp__title gift-card-page__title">{name}</h1>
      <p className="gift-card-page__intro">{t(kind === "ECARD" ? "eGiftCard.intro" : "giftCard.intro")}</p>
      <p className="gift-card-page__balance">
        {t("giftCard.haveOne")}{" "}
        <a className="ui-link ui-link--base ui-link--inline ui-link--explicit" href="/uk/gift-cards/balance">
          {t("giftCard.checkBalance")}
        </a>
      </p>
      <GiftCardForm
        kind={kind}
        offer={offer}
        window={window}
        imageSelector={imageSelector}
        refused={refused}
      />
    </div>
  );
}
