import type { BagPageAnswer } from "../../../../core/cart/bag-page-answer.ts";
import { useSite } from "../../../lib/use-site.ts";
import { InfoBox } from "../../../ui/info-box.tsx";
import { Snackbar } from "../../../ui/snackbar.tsx";
import { SiteLink } from "../../shell/site-link.tsx";
import "./bag-page-messages.css";

interface BagPageMessagesProps {
  /** The last answer of a line's form with JavaScript; null once dismissed. */
  answer: (BagPageAnswer & { id: number }) | null;
  /** The answer of a native post (JavaScript off), shown once as part of the page. */
  notice: BagPageAnswer | null;
  /** Lines still in the bag: a refusal about one of them is shown on that line instead. */
  entryNumbers: ReadonlySet<number>;
  onDismiss(): void;
}

/**
 * What the bag page says after a change (spec 001 §4, 002 §4): the move to saved items as a notification with
 * a link to saved items, or its error; other changes are announced, and refusals that belong to no line shown.
 * With JavaScript these are the snackbar and a live region; without it, a box at the top of the page.
 */
export function BagPageMessages({ answer, notice, entryNumbers, onDismiss }: BagPageMessagesProps) {
  const { t } = useSite();
  const moved = answer?.intent === "move-to-saved";
  const pageRefusal = (shown: BagPageAnswer | null) =>
    shown &&
    !shown.ok &&
    shown.intent !== "move-to-saved" &&
    shown.intent !== "apply-promotion" &&
    shown.intent !== "remove-promotion" &&
    (shown.entryNumber === undefined || !entryNumbers.has(shown.entryNumber));
  return (
    <>
      {notice && <NoticeBox notice={notice} entryNumbers={entryNumbers} />}
      {answer && pageRefusal(answer) && (
        <InfoBox type="error" className="bag-page-messages__box">
          <p>{answer.message}</p>
        </InfoBox>
      )}
      {/* Quantity and removal change the page itself; this says so to those who cannot see it. */}
      <p className="visually-hidden" role="status">
        {answer?.ok && !moved ? answer.message : ""}
      </p>
      <Snackbar
        open={moved}
        type={answer?.ok ? "success" : "error"}
        onClose={onDismiss}
        closeLabel={t("bag.page.notice.dismiss")}
      >
        {moved && answer && (
          <>
            {answer.message}
            {answer.ok && (
              <>
                {" "}
                <SavedItemsLink />
              </>
            )}
          </>
        )}
      </Snackbar>
    </>
  );
}

/** The refusal a line shows itself: quantity and removal (a failed move is the page's notification). */
export function lineRefusal(answer: BagPageAnswer | null | undefined): string | null {
  if (!answer || answer.ok || answer.entryNumber === undefined) return null;
  return answer.intent === "update-quantity" || answer.intent === "remove" ? answer.message : null;
}

function NoticeBox({ notice, entryNumbers }: { notice: BagPageAnswer; entryNumbers: ReadonlySet<number> }) {
  // A promo code's answer is shown by the promo form, a gifting form's by the gifting panel, a refused change
  // of a line on that line.
  if (notice.intent === "apply-promotion" || notice.gifting) return null;
  if (!notice.ok && lineRefusal(notice) !== null && entryNumbers.has(notice.entryNumber ?? -1)) return null;
  return (
    <InfoBox type={notice.ok ? "success" : "error"} className="bag-page-messages__box">
      <p>
        {notice.message}
        {notice.ok && notice.intent === "move-to-saved" && (
          <>
            {" "}
            <SavedItemsLink />
          </>
        )}
      </p>
    </InfoBox>
  );
}

function SavedItemsLink() {
  const { t, version } = useSite();
  return (
    <SiteLink version={version} to="/saved-items" className="bag-page-messages__link">
      {t("bag.page.notice.viewSaved")}
    </SiteLink>
  );
}
