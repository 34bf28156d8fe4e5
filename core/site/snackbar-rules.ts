/** spec 000 §9: the snackbar closes itself after 4 s. */
export const SNACKBAR_AUTO_CLOSE_MS = 4000;

/** spec 000 §4: the snackbar auto-closes only when the snackbarAutoClose toggle and its close control are both on. */
export function snackbarAutoCloses(toggle: boolean, closable: boolean): boolean {
  return toggle && closable;
}
