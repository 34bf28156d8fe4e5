import type { ReactNode } from "react";
import "./list.css";

// List (spec 002 shared components): bulleted, plain (no markers, spaced) or inline (a row that wraps).
type ListVariant = "bullet" | "plain" | "inline" | "numbered";

interface ListProps {
  items: readonly ReactNode[];
  variant?: ListVariant;
  className?: string;
  label?: string;
}

export function List({ items, variant = "plain", className, label }: ListProps) {
  const Tag = variant === "numbered" ? "ol" : "ul";
  return (
    <Tag className={["ui-list", `ui-list--${variant}`, className ?? ""].join(" ").trim()} aria-label={label}>
      {items.map((item, index) => (
        <li key={index} className="ui-list__item">
          {item}
        </li>
      ))}
    </Tag>
  );
}
