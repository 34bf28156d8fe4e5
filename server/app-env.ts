import type { Session } from "../core/session/session.ts";
import type { Logger } from "./logger.ts";
import type { Services } from "./services.ts";
import type { StorefrontMetrics } from "./telemetry/storefront-metrics.ts";

/** What every Hono handler can read from its context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    nonce: string;
    logger: Logger;
    services: Services;
    session: Session;
    /** Set by observeRequests (server/telemetry/observe-requests.ts): the counters a middleware reports to. */
    telemetry?: StorefrontMetrics;
    /** The React Router page's route pattern (`/:version/bag`), left by the page handler for the request's metrics. */
    pageRoute?: string;
  };
}
