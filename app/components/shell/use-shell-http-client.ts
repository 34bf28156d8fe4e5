import { configureHttpClient } from "../../lib/http-client.ts";

let configuredFor: string | null = null;

/**
 * Configures the browser's HTTP client with the version's base path and the configApiEnabled toggle (spec 000
 * §7). Done during the first client render, before any child's effect can make a call, and again only if the
 * settings change (a version switch); never on the server.
 */
export function useShellHttpClient(basePath: string, configApiEnabled: boolean): void {
  if (typeof window === "undefined") return;
  const key = `${basePath}|${configApiEnabled}`;
  if (configuredFor === key) return;
  configuredFor = key;
  configureHttpClient({ basePath, configApiEnabled: () => configApiEnabled });
}
