import { useFetcher } from "react-router";
import type { BagPageAnswer } from "../../../../core/cart/bag-page-answer.ts";
import { useSite } from "../../../lib/use-site.ts";
import { buttonClassName } from "../../../ui/button.tsx";
import { BagPageForm } from "./bag-change-form.tsx";
import "./remove-promotion.css";

/** Removes a code from the bag, applied or no longer applying; its refusal, rare, is shown beside it. */
export function RemovePromotion({ code }: { code: string }) {
  const { t } = useSite();
  const fetcher = useFetcher<BagPageAnswer>();
  const refused = fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return (
    <BagPageForm fetcher={fetcher} intent="remove-promotion" className="remove-promotion">
      <input type="hidden" name="code" value={code} />
      <button
        type="submit"
        className={buttonClassName("text", false, "remove-promotion__button")}
        aria-busy={fetcher.state !== "idle" || undefined}
      >
        {t("bag.page.summary.removeCode")}
        <span className="visually-hidden">{` ${t("bag.page.summary.removeCodeNamed", { code })}`}</span>
      </button>
      {refused && (
        <span className="remove-promotion__error" role="alert">
          {refused}
        </span>
      )}
    </BagPageForm>
  );
}
