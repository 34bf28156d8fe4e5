// `npm start` (after its build): the production build on this machine, as the README's first command runs it. A
// production start needs OAUTH_CLIENT_SECRET (server/production-start.ts); here, unless one is given, the secret
// kept for this machine stands in (OAUTH_CLIENT_SECRET_FILE, default data/oauth-client-secret), so the README's
// token calls work from the first start (docs/decisions/037). So does GIFT_CARD_SECRET: unless one is given, a
// secret kept beside the OAuth one (GIFT_CARD_SECRET_FILE, default gift-card-secret in the same folder) keys the gift
// cards (docs/decisions/043). The development mailbox is on, for this machine only.
import { dirname, join } from "node:path";
import { exitOnStartFailure, main } from "../server/main.ts";
import { machineGiftCardSecret, machineOAuthSecret } from "./lib/machine-oauth-secret.ts";

const root = join(import.meta.dirname, "..");

const oauthSecretFile = process.env.OAUTH_CLIENT_SECRET_FILE ?? join(root, "data", "oauth-client-secret");
if (!process.env.OAUTH_CLIENT_SECRET) {
  const file = oauthSecretFile;
  const { secret, created } = machineOAuthSecret(file);
  process.env.OAUTH_CLIENT_SECRET = secret;
  console.log(
    JSON.stringify({
      level: 30,
      msg: created
        ? "made this machine's OAuth client secret (set OAUTH_CLIENT_SECRET to use your own)"
        : "using this machine's OAuth client secret (set OAUTH_CLIENT_SECRET to use your own)",
      clientId: process.env.OAUTH_CLIENT_ID || "twc-storefront",
      secretFile: file,
    }),
  );
}
if (!process.env.GIFT_CARD_SECRET) {
  const file = process.env.GIFT_CARD_SECRET_FILE ?? join(dirname(oauthSecretFile), "gift-card-secret");
  const { secret, created } = machineGiftCardSecret(file);
  process.env.GIFT_CARD_SECRET = secret;
  console.log(
    JSON.stringify({
      level: 30,
      msg: created
        ? "made this machine's gift card secret (set GIFT_CARD_SECRET to use your own)"
        : "using this machine's gift card secret (set GIFT_CARD_SECRET to use your own)",
      secretFile: file,
    }),
  );
}
process.env.MAILBOX_ENABLED ||= "1";

await main().catch(exitOnStartFailure);
