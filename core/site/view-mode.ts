// spec 000 §2 "Page shell" and §4, spec 001 §2: the view (second path segment, or the first once the version is
// stripped) decides which header and footer variants the shell shows.

type ShellView = "bag" | "checkout" | "checkout-login" | "order-confirmation" | "default";

export interface ShellViewMode {
  view: ShellView;
  /** The old, simplified header with back-to-bag and continue-shopping links. */
  simplifiedHeader: boolean;
  /** Main navigation and sub-header hidden. */
  hideNavigation: boolean;
  /** The reduced footer of checkout and checkout sign-in. */
  reducedFooter: boolean;
  /** The back-to-bag link makes sense only once the shopper has left the bag. */
  backToBag: boolean;
}

/** The view of a site path without the version prefix (`bag`, `checkout/secure`, `/login/checkout?x=1`…). */
export function shellViewForPath(path: string): ShellView {
  const segments = path
    .split(/[?#]/)[0]!
    .split("/")
    .filter((segment) => segment !== "");
  const [first, second] = segments;
  if (first === "bag") return "bag";
  if (first === "checkout") return second === "orderConfirmation" ? "order-confirmation" : "checkout";
  if (first === "login" && second === "checkout") return "checkout-login";
  return "default";
}

export function shellViewMode(path: string): ShellViewMode {
  const view = shellViewForPath(path);
  const simplified = view === "bag" || view === "checkout" || view === "checkout-login";
  return {
    view,
    simplifiedHeader: simplified,
    hideNavigation: simplified,
    reducedFooter: view === "checkout" || view === "checkout-login",
    backToBag: view === "checkout" || view === "checkout-login",
  };
}
