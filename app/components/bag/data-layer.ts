// Analytics events go to the tag manager's queue; the page may load before (or without) the tag manager.
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushToDataLayer(event: object): void {
  if (typeof window === "undefined") return;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}
