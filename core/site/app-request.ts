// spec 000 §2, 001 §2: in app-request mode (the page is shown inside the mobile app) header, footer, returner and
// country overlay are hidden. The app opens its first page with `?isAppRequest=true`; the site remembers that in a
// cookie for the rest of the visit, since links inside the page do not carry the parameter. The app may instead
// send the request header `X-App-Request: true` on every request. `?isAppRequest=false` ends the mode.

export const APP_REQUEST_PARAM = "isAppRequest";
export const APP_REQUEST_HEADER = "x-app-request";
export const APP_REQUEST_COOKIE = "twc_app_request";

interface AppRequestInput {
  /** Value of the isAppRequest query parameter, if present. */
  param: string | null;
  /** Value of the X-App-Request header, if present. */
  header: string | null;
  /** Value of the remembering cookie, if present. */
  cookie: string | null;
}

interface AppRequestDecision {
  isAppRequest: boolean;
  /** What to do with the cookie: remember, forget, or leave it as it is. */
  cookie: "set" | "clear" | "keep";
}

export function decideAppRequest({ param, header, cookie }: AppRequestInput): AppRequestDecision {
  const fromHeader = header?.trim().toLowerCase() === "true";
  if (param !== null) {
    const on = param.trim().toLowerCase() === "true";
    return { isAppRequest: on || fromHeader, cookie: on ? "set" : cookie ? "clear" : "keep" };
  }
  return { isAppRequest: fromHeader || cookie === "true", cookie: "keep" };
}
