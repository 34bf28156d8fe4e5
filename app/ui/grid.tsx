import type { CSSProperties, ReactNode } from "react";
import "./grid.css";

// Grid (spec 002 shared components): columns by width – mobile under 768, tablet 768–1023,
// desktop from 1024 – set as CSS variables so the server-rendered layout is final at first paint.
interface GridProps {
  columns?: { mobile?: number; tablet?: number; desktop?: number };
  gap?: number;
  as?: "div" | "ul" | "section";
  className?: string;
  children: ReactNode;
}

export function Grid({ columns = {}, gap = 24, as: Tag = "div", className, children }: GridProps) {
  const style = {
    "--grid-mobile": columns.mobile ?? 1,
    "--grid-tablet": columns.tablet ?? columns.mobile ?? 2,
    "--grid-desktop": columns.desktop ?? columns.tablet ?? 3,
    "--grid-gap": `${gap}px`,
  } as CSSProperties;
  return (
    <Tag className={className ? `ui-grid ${className}` : "ui-grid"} style={style}>
      {children}
    </Tag>
  );
}
