import "../../ui/icon.css";

// The header's line icons, drawn inline so they cost no request and follow the text colour.
const PATHS = {
  heart: "M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1Z",
  account: "M12 4.7a3.8 3.8 0 1 0 0 7.6 3.8 3.8 0 0 0 0-7.6ZM4.5 20.5c1.2-3.8 4-5.6 7.5-5.6s6.3 1.8 7.5 5.6",
  bag: "M5.5 8.5h13l-1 12h-11ZM9 8.5V7a3 3 0 0 1 6 0v1.5",
  search: "M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM15.5 15.5 20 20",
  menu: "M3.5 7h17M3.5 12h17M3.5 17h17",
  close: "M5.5 5.5l13 13M18.5 5.5l-13 13",
  chevronDown: "M6 9.5l6 6 6-6",
  chevronRight: "M9.5 6l6 6-6 6",
  chevronLeft: "M14.5 6l-6 6 6 6",
  arrowUp: "M12 19.5V5M6 11l6-6 6 6",
  box: "M3.5 7.5 12 3.5l8.5 4v9L12 20.5l-8.5-4ZM3.5 7.5l8.5 4 8.5-4M12 11.5v9M7.8 5.5l8.4 4",
  return: "M8.5 5.5l-4 4 4 4M4.5 9.5h10a5 5 0 0 1 0 10h-6",
  help: "M12 3.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17ZM9.6 9.6a2.5 2.5 0 1 1 3.4 2.3c-.6.3-1 .8-1 1.5v.6M12 16.8v.2",
  globe:
    "M12 3.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17ZM3.5 12h17M12 3.5c2.4 2.4 3.5 5.2 3.5 8.5s-1.1 6.1-3.5 8.5c-2.4-2.4-3.5-5.2-3.5-8.5s1.1-6.1 3.5-8.5Z",
} as const;

export type ShellIconName = keyof typeof PATHS;

export function ShellIcon({
  name,
  size = 22,
  filled = false,
}: {
  name: ShellIconName;
  size?: number;
  filled?: boolean;
}) {
  return (
    <svg
      className={filled ? "icon icon--filled" : "icon"}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Content gives flyover icons as paths such as `/icons/box.svg` (spec 000 §3 iconUrl); they are drawn inline
 * here by their file name, so no request is made and they take the text colour.
 */
export function iconForUrl(iconUrl: string): ShellIconName | null {
  const name =
    iconUrl
      .split("/")
      .pop()
      ?.replace(/\.svg$/, "") ?? "";
  return name in PATHS ? (name as ShellIconName) : null;
}
