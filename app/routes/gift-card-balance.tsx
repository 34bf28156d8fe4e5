import { useNavigation } from "react-router";
import { versionFromSegment } from "../../core/site/versions.ts";
import { CsrfField } from "../components/content/csrf-field.tsx";
import { pageMeta, unlistedPageMeta } from "../lib/page-meta.ts";
import { privateHeaders } from "../lib/private-answer.ts";
import { requestContext } from "../lib/request-context.ts";
import { translate } from "../lib/text/text.ts";
import { useSite } from "../lib/use-site.ts";
import { Button } from "../ui/button.tsx";
import { InfoBox } from "../ui/info-box.tsx";
import { InputField } from "../ui/input-field.tsx";
import { Form } from "../ui/site-form.tsx";
import type { Route } from "./+types/gift-card-balance";
import { type BalanceAnswer, checkBalance } from "./gift-card-balance.server.ts";
import "./gift-card-balance.css";

// gift-cards/balance, linked from my account and the footer's help: a gift card's number and PIN post natively to
// this page, which answers its balance, expiry and history, or one message (docs/decisions/043). Gift cards are
// sold and spent in pounds on the UK site only, so /us and /row say so and link to the UK page.

/** The UK page, from any version: gift cards are the UK site's alone. */
const UK_BALANCE_PAGE = "/uk/gift-cards/balance";

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  return checkBalance(ctx, versionFromSegment(params.version), await request.formData());
}

export const headers = privateHeaders;

/** Indexed on the UK site, where cards are sold and a search for a balance should find it; a notice elsewhere. */
export function meta({ params, location, matches }: Route.MetaArgs) {
  if (versionFromSegment(params.version) !== "uk")
    return unlistedPageMeta(params.version, "giftCardBalance.title");
  return pageMeta(
    { location, matches },
    {
      title: translate("en-GB", "giftCardBalance.title"),
      description:
        "Check the balance, expiry date and history of your gift card or e-gift card from The White Cove.",
    },
  );
}

function UkOnly() {
  const { t } = useSite();
  return (
    <div className="page gift-card-balance">
      <div className="gift-card-balance__panel">
        <h1 className="gift-card-balance__title">{t("giftCardBalance.title")}</h1>
        <p className="gift-card-balance__intro">{t("giftCardBalance.ukOnly")}</p>
        <p>
          <a className="ui-link ui-link--base ui-link--inline ui-link--explicit" href={UK_BALANCE_PAGE}>
            {t("giftCardBalance.ukLink")}
          </a>
        </p>
      </div>
    </div>
  );
}

export default function GiftCardBalance({ actionData, params }: Route.ComponentProps) {
  const { t } = useSite();
  const navigation = useNavigation();
  const answer = (actionData ?? null) as BalanceAnswer | null;
  const busy = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  if (versionFromSegment(params.version) !== "uk" || answer?.kind === "ukOnly") return <UkOnly />;
  const code = answer && "code" in answer ? answer.code : "";
  const errors = answer?.kind === "invalid" ? answer.errors : {};
  return (
    <div className="page gift-card-balance">
      <div className="gift-card-balance__panel">
        <h1 id="gift-card-balance-title" className="gift-card-balance__title">
          {t("giftCardBalance.title")}
        </h1>
        {answer?.kind === "shown" ? (
          <section className="gift-card-balance__result" aria-labelledby="gift-card-balance-result">
            <h2 id="gift-card-balance-result" className="gift-card-balance__result-title">
              {t("giftCardBalance.cardEnding", { lastFour: answer.card.lastFour })}
            </h2>
            <div role="status">
              <dl className="gift-card-balance__facts">
                <div>
                  <dt>{t("giftCardBalance.balance")}</dt>
                  <dd className="gift-card-balance__amount">{answer.card.balance}</dd>
                </div>
                <div>
                  <dt>{t("giftCardBalance.expiry")}</dt>
                  <dd>
                    {answer.card.expiry === null
                      ? t("giftCardBalance.neverExpires")
                      : t(answer.card.expired ? "giftCardBalance.expiredOn" : "giftCardBalance.expiresOn", {
                          date: answer.card.expiry,
                        })}
                  </dd>
                </div>
              </dl>
            </div>
            {answer.card.cancelled && <InfoBox type="warning">{t("giftCardBalance.cancelled")}</InfoBox>}
            <h3 className="gift-card-balance__history-title">{t("giftCardBalance.history")}</h3>
            <table className="gift-card-balance__history">
              <caption className="visually-hidden">{t("giftCardBalance.history")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("giftCardBalance.date")}</th>
                  <th scope="col">{t("giftCardBalance.movement")}</th>
                  <th scope="col">{t("giftCardBalance.amount")}</th>
                </tr>
              </thead>
              <tbody>
                {answer.card.movements.map((movement, index) => (
                  <tr key={index}>
                    <td>{movement.on}</td>
                    <td>{t(`giftCardBalance.kind.${movement.kind}`)}</td>
                    <td className="gift-card-balance__money">{movement.amount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : (
          <p className="gift-card-balance__intro">{t("giftCardBalance.intro")}</p>
        )}
        {answer?.kind === "notShown" && <InfoBox type="error">{t("giftCardBalance.notShown")}</InfoBox>}
        {answer?.kind === "tooMany" && <InfoBox type="error">{t("giftCardBalance.tooMany")}</InfoBox>}
        <Form method="post" className="gift-card-balance__form" aria-labelledby="gift-card-balance-title">
          <CsrfField />
          <InputField
            fieldName="giftCardCode"
            label={t("giftCardBalance.code")}
            subLabel={t("giftCardBalance.codeHint")}
            autoComplete="off"
            required
            maxLength={64}
            defaultValue={answer?.kind === "shown" ? "" : code}
            errorMessage={errors.code ? t(errors.code) : undefined}
          />
          <InputField
            fieldName="pin"
            label={t("giftCardBalance.pin")}
            subLabel={t("giftCardBalance.pinHint")}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={16}
            errorMessage={errors.pin ? t(errors.pin) : undefined}
          />
          <Button type="submit" fullWidth busy={busy}>
            {t(answer?.kind === "shown" ? "giftCardBalance.submitAnother" : "giftCardBalance.submit")}
          </Button>
        </Form>
      </div>
    </div>
  );
}
