import "./icon.css";

// The one icon set (spec 002 "Shared interface components": icons; the header's icons of spec 000 §3). Line
// icons drawn on a 24-unit grid in the current text colour, inline so they cost no request.
const PATHS = {
  account: "M12 4.7a3.8 3.8 0 1 0 0 7.6 3.8 3.8 0 0 0 0-7.6ZM4.5 20.5c1.2-3.8 4-5.6 7.5-5.6s6.3 1.8 7.5 5.6",
  arrow: "M4 12h15M13 6l6 6-6 6",
  "arrow-up": "M12 19.5V5M6 11l6-6 6 6",
  bag: "M5.5 8.5h13l-1 12h-11ZM9 8.5V7a3 3 0 0 1 6 0v1.5",
  box: "M3.5 7.5 12 3.5l8.5 4v9L12 20.5l-8.5-4ZM3.5 7.5l8.5 4 8.5-4M12 11.5v9M7.8 5.5l8.4 4",
  "chevron-down": "M6 9.5l6 6 6-6",
  "chevron-left": "M15 5l-7 7 7 7",
  "chevron-right": "M9 5l7 7-7 7",
  "chevron-up": "M5 15l7-7 7 7",
  close: "M5.5 5.5l13 13M18.5 5.5l-13 13",
  error: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9 9l6 6M15 9l-6 6",
  globe:
    "M12 3.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17ZM3.5 12h17M12 3.5c2.4 2.4 3.5 5.2 3.5 8.5s-1.1 6.1-3.5 8.5c-2.4-2.4-3.5-5.2-3.5-8.5s1.1-6.1 3.5-8.5Z",
  heart: "M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1Z",
  help: "M12 3.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17ZM9.6 9.6a2.5 2.5 0 1 1 3.4 2.3c-.6.3-1 .8-1 1.5v.6M12 16.8v.2",
  info: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v6M12 7.5v.5",
  menu: "M3.5 7h17M3.5 12h17M3.5 17h17",
  minus: "M4 12h16",
  plus: "M12 4v16M4 12h16",
  return: "M8.5 5.5l-4 4 4 4M4.5 9.5h10a5 5 0 0 1 0 10h-6",
  search: "M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5L20 20",
  success: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8 12.5l2.8 2.8L16.5 9.5",
  warning: "M12 3.5L2.5 20h19L12 3.5zM12 10v4.5M12 17v.5",
} as const;

type IconName = keyof typeof PATHS;

interface IconProps {
  name: IconName;
  /** Width and height in px. */
  size?: number;
  /** A label when the icon carries meaning on its own; otherwise it is hidden from assistive technology. */
  title?: string;
  className?: string;
  strokeWidth?: number;
  /** Painted in the text colour, not only outlined (a saved item's heart). */
  filled?: boolean;
}

export function Icon({ name, size = 20, title, className, strokeWidth = 1.5, filled = false }: IconProps) {
  const classes = ["icon", filled ? "icon--filled" : "", className ?? ""].filter(Boolean).join(" ");
  return (
    <svg
      className={classes}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={title ? "img" : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

/**
 * Content gives flyover icons as paths such as `/icons/box.svg` (spec 000 §3 iconUrl); they are drawn from
 * this set by their file name, so no request is made and they take the text colour.
 */
export function iconForUrl(iconUrl: string): IconName | null {
  const name =
    iconUrl
      .split("/")
      .pop()
      ?.replace(/\.svg$/, "") ?? "";
  return name in PATHS ? (name as IconName) : null;
}
