import { type ReactNode, useId, useState } from "react";
import { type AccordionMode, accordionTitle, toggleOpen } from "./accordion-rules.ts";
import { Icon } from "./icon.tsx";
import "./accordion.css";

// Accordion (spec 002 shared components): one or many blocks open, plus/minus or arrow icons,
// an optional alternate title while expanded. Built on <details>, so it works before (and
// without) JavaScript; in single mode the blocks share a `name`, which browsers keep exclusive,
// and the state below keeps it so where they do not.
interface AccordionItem {
  id: string;
  title: string;
  expandedTitle?: string;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  mode?: AccordionMode;
  icon?: "plus" | "arrow";
  defaultOpen?: readonly string[];
  className?: string;
}

export function Accordion({
  items,
  mode = "many",
  icon = "plus",
  defaultOpen = [],
  className,
}: AccordionProps) {
  const name = useId();
  const [open, setOpen] = useState<string[]>(mode === "single" ? defaultOpen.slice(0, 1) : [...defaultOpen]);
  return (
    <div className={["accordion", `accordion--${icon}`, className ?? ""].join(" ").trim()}>
      {items.map((item) => {
        const isOpen = open.includes(item.id);
        return (
          <details
            key={item.id}
            className="accordion__item"
            name={mode === "single" ? name : undefined}
            open={isOpen}
            onToggle={(event) => {
              const opening = event.currentTarget.open;
              if (opening !== isOpen) setOpen((current) => toggleOpen(current, item.id, opening, mode));
            }}
          >
            <summary className="accordion__summary">
              <span className="accordion__title">{accordionTitle(item, isOpen)}</span>
              <span className="accordion__icon" aria-hidden="true">
                {icon === "plus" ? (
                  <Icon name={isOpen ? "minus" : "plus"} size={18} />
                ) : (
                  <Icon name="chevron-down" size={18} />
                )}
              </span>
            </summary>
            <div className="accordion__content">{item.content}</div>
          </details>
        );
      })}
    </div>
  );
}
