import { type ChangeEvent, type FocusEvent, type KeyboardEvent, useRef } from "react";

// WCAG 3.2.2 On Input: a closed native <select> fires `change` at every arrow key, so a
// select that acts on `change` re-sorts, or posts a bag update, at every step of a keyboard user's way from 1 to
// 4. These handlers tell a keyboard step from a choice: a change a key caused waits for its commit (Enter, or
// leaving the field); a change with no key behind it (a pointer picking an option, a touch picker, Enter in
// the open list) is a choice and acts at once.

/** Keys that move a closed select's choice without choosing: arrows, paging and type-ahead characters. */
function movesChoice(key: string): boolean {
  return (
    key === "ArrowUp" ||
    key === "ArrowDown" ||
    key === "ArrowLeft" ||
    key === "ArrowRight" ||
    key === "Home" ||
    key === "End" ||
    key === "PageUp" ||
    key === "PageDown" ||
    key.length === 1
  );
}

interface SelectCommitHandlers {
  onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => void;
  onKeyUp: () => void;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur: (event: FocusEvent<HTMLSelectElement>) => void;
}

/**
 * Handlers for a select that acts on a committed choice. `onDraft` follows every change (the select shows it);
 * `onCommit` runs once per choice made.
 */
export function useSelectCommit(
  onDraft: (value: string) => void,
  onCommit: (select: HTMLSelectElement) => void,
): SelectCommitHandlers {
  const keyHeld = useRef(false);
  const uncommitted = useRef(false);
  const commit = (select: HTMLSelectElement) => {
    uncommitted.current = false;
    onCommit(select);
  };
  return {
    onKeyDown(event) {
      if (event.key === "Enter") {
        if (uncommitted.current) {
          event.preventDefault();
          commit(event.currentTarget);
        }
        return;
      }
      if (movesChoice(event.key)) keyHeld.current = true;
    },
    onKeyUp() {
      keyHeld.current = false;
    },
    onChange(event) {
      onDraft(event.currentTarget.value);
      if (keyHeld.current) uncommitted.current = true;
      else commit(event.currentTarget);
    },
    onBlur(event) {
      if (uncommitted.current) commit(event.currentTarget);
    },
  };
}
