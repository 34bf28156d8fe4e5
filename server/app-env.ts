import type { BearerIdentity } from "../core/oauth/oauth-service.ts";
import type { Session } from "../core/session/session.ts";
import type { Logger } from "./logger.ts";
import type { Services } from "./services.ts";

/** What every Hono handler can read from its context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    nonce: string;
    logger: Logger;
    services: Services;
    session: Session;
    /** Set by customerBearer() (server/middleware/bearer-auth.ts) on the calls that take a customer token. */
    bearer?: BearerIdentity;
  };
}
