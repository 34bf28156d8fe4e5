import { MARK_OUTLINES } from "./mark-outlines.ts";
import "./logo.css";

/** The wordmark, drawn as outlines: crisp at any size, the same on every device, no request and no font to look up. */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 300 32" width="300" height="32" aria-hidden="true" focusable="false">
      <path d={MARK_OUTLINES.wordmark[0]} fill="currentColor" />
    </svg>
  );
}
