import type { AccountNotice } from "../../../core/accounts/account-notice.ts";
import { useSite } from "../../lib/use-site.ts";
import { InfoBox } from "../../ui/info-box.tsx";

/** After signing in: how many of the guest's bag items joined the customer's bag (shown once, nothing when 0). */
export function AccountNoticeBanner({ notice }: { notice: AccountNotice | null }) {
  const { t } = useSite();
  if (!notice || notice.bagUnitsAdded <= 0) return null;
  const count = notice.bagUnitsAdded;
  return (
    <div className="account-notice">
      <InfoBox type="success">
        {count === 1 ? t("account.notice.bagAddedOne") : t("account.notice.bagAdded", { count })}
      </InfoBox>
    </div>
  );
}
