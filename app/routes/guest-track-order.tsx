import { useNavigation } from "react-router";
import { versionFromSegment } from "../../core/site/versions.ts";
import { CsrfField } from "../components/content/csrf-field.tsx";
import { OrderDetails } from "../components/orders/order-details.tsx";
import { unlistedPageMeta } from "../lib/page-meta.ts";
import { privateHeaders } from "../lib/private-answer.ts";
import { requestContext } from "../lib/request-context.ts";
import { useSite } from "../lib/use-site.ts";
import { Button } from "../ui/button.tsx";
import { InfoBox } from "../ui/info-box.tsx";
import { InputField } from "../ui/input-field.tsx";
import { UiLink } from "../ui/link.tsx";
import { Form } from "../ui/site-form.tsx";
import type { Route } from "./+types/guest-track-order";
import { type TrackOrderAnswer, trackOrder } from "./guest-track-order.server.ts";
import "../components/orders/orders.css";
import "./guest-track-order.css";

// guest/trackOrder, linked from the footer's "Track your order": the order number and e-mail
// post natively to this page, which answers the order's status, lines and delivery, or one clear message.

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  return trackOrder(ctx, versionFromSegment(params.version), await request.formData());
}

export const headers = privateHeaders;

export function meta({ params }: Route.MetaArgs) {
  return unlistedPageMeta(params.version, "orders.track.title");
}

export default function GuestTrackOrder({ actionData }: Route.ComponentProps) {
  const { t } = useSite();
  const navigation = useNavigation();
  const answer = (actionData ?? null) as TrackOrderAnswer | null;
  const busy = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  if (answer?.kind === "found") {
    const { order } = answer;
    return (
      <div className="page track-order">
        <h1 className="track-order__title">{t("orders.track.title")}</h1>
        <section className="track-order__result" aria-labelledby="track-order-result">
          <h2 id="track-order-result" className="track-order__result-title">
            {t("orders.track.result", { orderNumber: order.orderNumber })}
          </h2>
          <dl className="track-order__facts">
            <div>
              <dt>{t("orders.status")}</dt>
              <dd>
                <span className="order-status">{t(`orders.status.${order.status}`)}</span>
              </dd>
            </div>
            <div>
              <dt>{t("orders.placedOn")}</dt>
              <dd>{order.placedOn}</dd>
            </div>
          </dl>
          <OrderDetails order={order} headingLevel={3} buyerDetails={false} />
        </section>
        <p className="track-order__links">
          <UiLink path="/guest/trackOrder">{t("orders.track.again")}</UiLink>
        </p>
      </div>
    );
  }
  const values = answer ? answer.values : { orderNumber: "", email: "" };
  const errors = answer?.kind === "invalid" ? answer.errors : {};
  return (
    <div className="page track-order">
      <div className="track-order__panel">
        <h1 id="track-order-title" className="track-order__title">
          {t("orders.track.title")}
        </h1>
        <p className="track-order__intro">{t("orders.track.intro")}</p>
        {answer?.kind === "notFound" && <InfoBox type="error">{t("orders.track.notFound")}</InfoBox>}
        <Form method="post" className="track-order__form" aria-labelledby="track-order-title">
          <CsrfField />
          <InputField
            fieldName="orderNumber"
            label={t("orders.track.orderNumber")}
            subLabel={t("orders.track.orderNumberHint")}
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={32}
            defaultValue={values.orderNumber}
            errorMessage={errors.orderNumber ? t(errors.orderNumber) : undefined}
          />
          <InputField
            fieldName="email"
            label={t("orders.track.email")}
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={values.email}
            errorMessage={errors.email ? t(errors.email) : undefined}
          />
          <Button type="submit" fullWidth busy={busy}>
            {t("orders.track.submit")}
          </Button>
        </Form>
        <p className="track-order__links">
          <UiLink path="/login">{t("orders.track.signIn")}</UiLink>
        </p>
      </div>
    </div>
  );
}
