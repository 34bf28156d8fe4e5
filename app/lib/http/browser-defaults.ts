// Defaults read from the browser only when createHttpClient() is called without them, never at import time,
// so modules importing the client stay safe to load during server rendering.

function browserWindow(): Window {
  if (typeof window === "undefined") {
    throw new Error(
      "The HTTP client defaults need a browser; pass origin, navigate, getCsrfToken and tokenStore.",
    );
  }
  return window;
}

export function browserOrigin(): string {
  return browserWindow().location.origin;
}

export function browserNavigate(url: string): void {
  browserWindow().location.assign(url);
}

export function browserLocalStorage(): Storage {
  return browserWindow().localStorage;
}

export function sleepFor(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
