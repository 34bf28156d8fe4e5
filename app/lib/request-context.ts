import { createContext } from "react-router";
import type { RequestContext } from "../../core/pages/request-context.ts";

/**
 * Exported again from entry.server.tsx so the Hono server sets the very context object the
 * built loaders read (a context is matched by identity, and the build has its own module copy).
 */
export const requestContext = createContext<RequestContext>();
