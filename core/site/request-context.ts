import type { ContentService } from "../content/content-service.ts";
import type { Session } from "../session/session.ts";
import type { SiteConfig } from "./site-config.ts";
import type { UniversalVariable } from "./universal-variable.ts";
import type { Version } from "./versions.ts";

/** What the server hands every page loader: core services and this request's facts. */
export interface RequestContext {
  services: {
    content: ContentService;
    config: Record<Version, SiteConfig>;
  };
  nonce: string;
  requestId: string;
  session: Session;
  /** Scheme and host the shopper used, for canonical and hreflang links. */
  origin: string;
  universal(version: Version, path: string): UniversalVariable;
}
