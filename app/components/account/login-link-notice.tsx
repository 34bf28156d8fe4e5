import { useLocation } from "react-router";
import { usePersonalUniversal } from "../../lib/personal/personal-universal.tsx";
import { useSite } from "../../lib/use-site.ts";
import { InfoBox } from "../../ui/info-box.tsx";
import { loginLinkResult } from "./login-link-result.ts";

/**
 * The magic link's result on the page it lands on (spec 000 §2 "Navigation behaviour"). It follows the address,
 * so it leaves with the parameter when the shopper moves on.
 */
export function LoginLinkNotice() {
  const { t } = useSite();
  const universal = usePersonalUniversal();
  const { search } = useLocation();
  const result = loginLinkResult(search, universal?.user.isSignedIn === true);
  if (!result) return null;
  return (
    <div className="account-notice">
      <InfoBox type={result === "success" ? "success" : "error"}>
        {result === "success" ? t("account.login.success") : t("account.login.linkInvalid")}
      </InfoBox>
    </div>
  );
}
