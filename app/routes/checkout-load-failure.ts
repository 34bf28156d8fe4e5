// spec 001 §8 "checkout load failures store an error flag": the checkout's loader answers this flag when the
// checkout cannot be read, and the page shows its own failure state (in the shop's shell, the version's wording)
// instead of the generic error page. Shared by the loaders (checkout.server.ts, the page's clientLoader) and the page.

export interface CheckoutLoadFailure {
  loadFailed: true;
}

export const CHECKOUT_LOAD_FAILED: CheckoutLoadFailure = { loadFailed: true };

export function isCheckoutLoadFailure<T extends object>(
  page: T | CheckoutLoadFailure,
): page is CheckoutLoadFailure {
  return "loadFailed" in page;
}
