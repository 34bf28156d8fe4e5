import type { ReactNode } from "react";
import { useSite } from "../../lib/use-site.ts";
import "./footer-social.css";

// spec 000 "Footer": Instagram, TikTok, Facebook, Pinterest, YouTube and Twitter, in that order. Simple line
// drawings on a 24-unit grid in the text colour.
const NETWORKS: readonly { name: string; url: string; icon: ReactNode }[] = [
  {
    name: "Instagram",
    url: "https://www.instagram.com/thewhitecove/",
    icon: (
      <>
        <rect x="4" y="4" width="16" height="16" rx="4.5" />
        <circle cx="12" cy="12" r="3.6" />
        <circle cx="16.8" cy="7.2" r="0.6" fill="currentColor" />
      </>
    ),
  },
  {
    name: "TikTok",
    url: "https://www.tiktok.com/@thewhitecove",
    icon: <path d="M13.5 4v10.4a3.4 3.4 0 1 1-3.4-3.4M13.5 4c.4 2.6 2.1 4.2 4.7 4.4" />,
  },
  {
    name: "Facebook",
    url: "https://www.facebook.com/thewhitecove",
    icon: (
      <path d="M14.5 20v-7h2.6l.4-3h-3V8.3c0-.9.3-1.5 1.6-1.5h1.5V4.2c-.3 0-1.2-.2-2.3-.2-2.2 0-3.8 1.4-3.8 3.9V10H9v3h2.5v7" />
    ),
  },
  {
    name: "Pinterest",
    url: "https://www.pinterest.co.uk/thewhitecove/",
    icon: (
      <>
        <circle cx="12" cy="12" r="8" />
        <path d="M11.2 9.6c.6-1.4 3.6-1.6 3.9.6.3 2-1 3.9-2.6 3.6-1-.2-1.3-1-1-2M11.6 12l-1.8 7.4" />
      </>
    ),
  },
  {
    name: "YouTube",
    url: "https://www.youtube.com/@thewhitecove",
    icon: (
      <>
        <rect x="3.5" y="6" width="17" height="12" rx="3.5" />
        <path d="M10.5 9.5v5l4.2-2.5z" fill="currentColor" />
      </>
    ),
  },
  {
    name: "Twitter",
    url: "https://twitter.com/thewhitecove",
    icon: <path d="M5 5l14 14M19 5l-5.6 6.2M10.6 12.8 5 19" />,
  },
];

/** The brand's social channels, each a named link with an icon. */
export function FooterSocial() {
  const { t } = useSite();
  return (
    <section className="footer-social" aria-labelledby="footer-social-heading">
      <h2 id="footer-social-heading" className="footer-social__heading">
        {t("footer.social")}
      </h2>
      <ul className="footer-social__list">
        {NETWORKS.map((network) => (
          <li key={network.name}>
            <a className="footer-social__link" href={network.url} rel="noopener">
              <span className="visually-hidden">{t("footer.social.link", { network: network.name })}</span>
              <svg
                viewBox="0 0 24 24"
                width="22"
                height="22"
                aria-hidden="true"
                focusable="false"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                {network.icon}
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
