import { translate } from "../../lib/text/text.ts";
import { Snackbar } from "../../ui/snackbar.tsx";

export interface SavedItemsNotice {
  id: number;
  message: string;
  /** status: announced politely (an addition or removal); error: an auto-dismissed notification. */
  tone: "status" | "error";
}

/**
 * spec 002 §4: the addition is announced (a polite live region that is always in the page, so screen readers
 * hear it) and a failure shows an auto-dismissed error notification (the shared snackbar, 4 s).
 */
export function SavedItemsAnnouncer({
  notice,
  locale,
  onDismiss,
}: {
  notice: SavedItemsNotice | null;
  locale: string;
  onDismiss(): void;
}) {
  return (
    <>
      <div className="visually-hidden" role="status" aria-live="polite">
        {notice?.tone === "status" && notice.message}
      </div>
      <Snackbar
        open={notice?.tone === "error"}
        type="error"
        onClose={onDismiss}
        closeLabel={translate(locale, "savedItems.dismiss")}
      >
        {notice?.tone === "error" ? notice.message : ""}
      </Snackbar>
    </>
  );
}
