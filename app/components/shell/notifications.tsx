import { useCallback, useEffect, useRef, useState } from "react";
import { getHttpClient, HTTP_CLIENT_EVENTS, type NotificationDetail } from "../../lib/http-client.ts";
import { useSite } from "../../lib/use-site.ts";
import { Icon } from "../../ui/icon.tsx";
import { SiteLink } from "./site-link.tsx";
import "./notifications.css";

/** How long a notification stays before dismissing itself. */
const NOTIFICATION_DISMISS_MS = 6000;

interface Notification {
  kind: "error" | "success";
  message: string;
  /** An optional follow-up link, e.g. to saved items after a move (spec 001 §4). */
  link?: { label: string; to: string };
}

interface ShownNotification extends Notification {
  id: number;
}

/**
 * The notification area (spec 000 §2, §8): failed calls the HTTP client reports (no stock, 400 messages, page
 * or content load failures). Each dismisses itself after a few seconds and can be dismissed at once.
 */
export function Notifications() {
  const { t } = useSite();
  const [shown, setShown] = useState<ShownNotification[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setShown((current) => current.filter((item) => item.id !== id));
  }, []);

  const add = useCallback(
    (notification: Notification) => {
      const id = nextId.current++;
      // The same message twice in a row (a retried call) is shown once.
      setShown((current) => [
        ...current.filter((item) => item.message !== notification.message),
        { ...notification, id },
      ]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), NOTIFICATION_DISMISS_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const fromHttp = (event: Event) =>
      add({ kind: "error", message: (event as CustomEvent<NotificationDetail>).detail.message });
    const events = getHttpClient().events;
    events.addEventListener(HTTP_CLIENT_EVENTS.notification, fromHttp);
    const pending = timers.current;
    return () => {
      events.removeEventListener(HTTP_CLIENT_EVENTS.notification, fromHttp);
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, [add]);

  return (
    // Messages sit above every panel and stay readable while the menu or search is open.
    <section
      className="notifications"
      aria-label={t("shell.notification.region")}
      data-in-reach-with="navigation search"
    >
      <div role="status" aria-live="polite" className="notifications__list">
        {shown.map((item) => (
          <div key={item.id} className={`notification notification--${item.kind}`}>
            <p className="notification__message">
              {item.message}
              {item.link && (
                <>
                  {" "}
                  <NotificationLink to={item.link.to} label={item.link.label} />
                </>
              )}
            </p>
            <button type="button" className="notification__dismiss" onClick={() => dismiss(item.id)}>
              <Icon name="close" size={16} />
              <span className="visually-hidden">{t("shell.notification.dismiss")}</span>
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}

function NotificationLink({ to, label }: { to: string; label: string }) {
  const { version } = useSite();
  return (
    <SiteLink version={version} to={to} className="notification__link">
      {label}
    </SiteLink>
  );
}
