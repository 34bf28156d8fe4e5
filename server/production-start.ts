import type { Env } from "./env.ts";

// What a production start needs (docs/decisions/037-what-a-production-start-needs.md). NODE_ENV defaults to
// production, so an instance started bare is a production one and fails closed: without the first-party OAuth
// client's secret the token endpoint would refuse every call with Basic authentication (`invalid_client`), which
// the README documents as working. Such a start is refused with what to set, never left to fail call by call.

/** Thrown by main() when the settings cannot run a shop: the process exits 1 with this message, no stack. */
export class StartRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StartRefused";
  }
}

/** Each setting a production start lacks, with what it is for and what to set; empty when it may start. */
type ProductionSettings = Pick<
  Env,
  "NODE_ENV" | "OAUTH_CLIENT_ID" | "OAUTH_CLIENT_SECRET" | "GIFT_CARD_SECRET"
>;

function missingForProduction(env: ProductionSettings) {
  if (env.NODE_ENV !== "production") return [];
  const missing: string[] = [];
  if (env.OAUTH_CLIENT_SECRET === undefined)
    missing.push(
      `OAUTH_CLIENT_SECRET: the secret of the first-party OAuth client "${env.OAUTH_CLIENT_ID}" (16+ characters, the same on every instance); without it the token endpoint refuses every call with Basic authentication`,
    );
  if (env.GIFT_CARD_SECRET === undefined)
    missing.push(
      "GIFT_CARD_SECRET: the secret gift card codes and PINs are keyed with (32+ characters, the same on every instance and never changed; decision 043); without it no gift card could be found",
    );
  return missing;
}

/** The refusal for a production start that lacks settings, or null when it may start. */
export function productionStartRefusal(env: ProductionSettings): StartRefused | null {
  const missing = missingForProduction(env);
  if (missing.length === 0) return null;
  return new StartRefused(
    [
      "Refusing to start: NODE_ENV is production (the default when unset) and a production start needs:",
      ...missing.map((line) => `  - ${line}`),
      'Set them in the environment (docs/operations.md "What a production start needs"). To try the shop on this',
      "machine, `npm start` keeps secrets of its own in data/oauth-client-secret and data/gift-card-secret;",
      "NODE_ENV=development needs none.",
    ].join("\n"),
  );
}
