import { type Attributes, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import {
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_REQUEST_RESEND_COUNT,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_SERVER_ADDRESS,
  ATTR_SERVER_PORT,
} from "@opentelemetry/semantic-conventions";

// Client spans for the calls the store makes to a payment provider (docs/decisions/033-observability.md): one per
// try, so a retry shows as a second span with its resend count. The address is the call's template
// (`/payments/{id}/void`), never the path with a payment id, and no header or body is recorded. The trace context
// is not sent to the provider: our trace ids are ours.

/** Incubating in the semantic conventions, so spelt here. */
const ATTR_URL_TEMPLATE = "url.template";
const SCOPE = "storefront/payments";

/** A provider's address: the path sent, and the template it was built from, which spans and logs may show. */
export interface ProviderPath {
  path: string;
  template: string;
}

/** Builds a path from a template such as `/sessions/{id}/authorise`, each value encoded. */
export function providerPath(template: string, values: Readonly<Record<string, string>>): ProviderPath {
  return {
    template,
    path: template.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(values[name] ?? "")),
  };
}

interface ProviderCall {
  /** Who is called, e.g. `card-acquirer`, `paypal`. */
  provider: string;
  method: string;
  url: URL;
  template: string;
  /** 0 for the first try. */
  resendCount: number;
}

/** Runs one try of a provider call inside its client span; a 5xx or no answer marks the span as failed. */
export async function inProviderCallSpan(
  call: ProviderCall,
  send: () => Promise<Response>,
): Promise<Response> {
  const attributes: Attributes = {
    [ATTR_HTTP_REQUEST_METHOD]: call.method,
    [ATTR_SERVER_ADDRESS]: call.url.hostname,
    [ATTR_SERVER_PORT]: Number(call.url.port || (call.url.protocol === "https:" ? 443 : 80)),
    [ATTR_URL_TEMPLATE]: call.template,
    "storefront.payment.provider": call.provider,
  };
  if (call.resendCount > 0) attributes[ATTR_HTTP_REQUEST_RESEND_COUNT] = call.resendCount;
  const span = trace
    .getTracer(SCOPE)
    .startSpan(`${call.method} ${call.template}`, { kind: SpanKind.CLIENT, attributes });
  try {
    const response = await send();
    span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, response.status);
    // A 4xx here is the provider's answer about the payment (a decline, a wrong state), which the adapter reads.
    if (response.status >= 500) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      span.setAttribute(ATTR_ERROR_TYPE, String(response.status));
    }
    return response;
  } catch (error) {
    span.setStatus({ code: SpanStatusCode.ERROR });
    span.setAttribute(ATTR_ERROR_TYPE, error instanceof Error ? error.name : "error");
    throw error;
  } finally {
    span.end();
  }
}
