// spec 000 §2, 001 §2: the optional query parameter loginSuccess is the magic link's result, read by the shell on
// whatever page the link lands on. "true" tells a success only to a visitor who is signed in (the parameter alone
// proves nothing: a stale or copied address must not greet a stranger); any other value tells
// that the link was invalid.
type LoginLinkResult = "success" | "invalid";

export function loginLinkResult(search: string, signedIn: boolean): LoginLinkResult | null {
  const value = new URLSearchParams(search).get("loginSuccess");
  if (value === null) return null;
  if (value !== "true") return "invalid";
  return signedIn ? "success" : null;
}
