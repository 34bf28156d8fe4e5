import { useState } from "react";

/**
 * Runs `reset` when `value` differs from the last render's, during that render (React's "adjusting state
 * when a prop changes"): closing a panel on a route change needs no effect and no extra paint.
 * `reset` may only set this component's state or clear its timers.
 */
export function useResetOnChange(value: string, reset: () => void): void {
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    reset();
  }
}
