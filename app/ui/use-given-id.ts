import { useId } from "react";

/**
 * The id an element is given, else one from `useId`. Give one wherever the server renders the element: React's
 * `useId` on the server and Preact's in the browser (decision 066) make different ids, so hydrating would rewrite
 * each of them and every reference to it (decision 073). What the browser alone makes can leave it out.
 */
export function useGivenId(given?: string): string {
  const generated = useId();
  return given ?? generated;
}
