// spec 001 §8 "checkout load failures store an error flag": the checkout's loader answers this flag when the
// checkout cannot be read, and the page shows its own failure state (in the shop's shell, the version's wording)
// instead of the generic error page. Shared by the loader (checkout.server.ts) and the page (checkout.tsx).

export interface CheckoutLoadFailure {
  loadFailed: true;
}

export function isCheckoutLoadFailure<T extends object>(
  page: T | CheckoutLoadFailure,
): page is CheckoutLoadFailure {
  return "loadFailed" in page;
}
