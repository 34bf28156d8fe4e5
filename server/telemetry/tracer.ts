import { type Tracer, trace } from "@opentelemetry/api";

/** The instrumentation scope of the shop's own spans. */
export const TRACER_NAME = "storefront";

/**
 * The registered provider's tracer, looked up on each use: a tracer kept from before setupTelemetry (or from a
 * previous one, in tests) would keep answering with the provider it was first given.
 */
export function storefrontTracer(): Tracer {
  return trace.getTracer(TRACER_NAME);
}
