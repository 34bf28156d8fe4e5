import "./icon.css";

// The shared icon set (spec 002 "Shared interface components": icons). Line icons drawn on a
// 24-unit grid in the current text colour, so they follow the surrounding link or button.
const PATHS = {
  close: "M5 5l14 14M19 5L5 19",
  plus: "M12 4v16M4 12h16",
  minus: "M4 12h16",
  "chevron-down": "M5 9l7 7 7-7",
  "chevron-up": "M5 15l7-7 7 7",
  "chevron-left": "M15 5l-7 7 7 7",
  "chevron-right": "M9 5l7 7-7 7",
  search: "M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5L20 20",
  info: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v6M12 7.5v.5",
  success: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8 12.5l2.8 2.8L16.5 9.5",
  warning: "M12 3.5L2.5 20h19L12 3.5zM12 10v4.5M12 17v.5",
  error: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9 9l6 6M15 9l-6 6",
  arrow: "M4 12h15M13 6l6 6-6 6",
} as const;

export type IconName = keyof typeof PATHS;

interface IconProps {
  name: IconName;
  /** Width and height in px. */
  size?: number;
  /** A label when the icon carries meaning on its own; otherwise it is hidden from assistive technology. */
  title?: string;
  className?: string;
  strokeWidth?: number;
}

export function Icon({ name, size = 20, title, className, strokeWidth = 1.5 }: IconProps) {
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
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
