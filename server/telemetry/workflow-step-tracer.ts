import { type Span, SpanStatusCode } from "@opentelemetry/api";
import { ATTR_ERROR_TYPE } from "@opentelemetry/semantic-conventions";
import { isDomainError } from "../../core/errors/domain-error.ts";
import type { StepTracer } from "../../core/observability/step-tracer.ts";
import { storefrontTracer } from "./tracer.ts";

/** A failure's kind for a span or a label: the domain error's kind, else the error's class name. */
function errorKind(error: unknown): string {
  if (isDomainError(error)) return error.kind;
  return error instanceof Error ? error.name : "error";
}

export function recordFailure(span: Span, error: unknown): void {
  span.setStatus({ code: SpanStatusCode.ERROR });
  span.setAttribute(ATTR_ERROR_TYPE, errorKind(error));
  if (error instanceof Error) span.recordException(error);
}

/**
 * The OpenTelemetry side of core's StepTracer port for one workflow: each step is a span named
 * `{workflow} {step}` under the request's span, and each outcome goes to `countOutcome` (a counter).
 */
export function createWorkflowStepTracer(workflow: string, countOutcome: (name: string) => void): StepTracer {
  return {
    step: (name, attributes, run) =>
      storefrontTracer().startActiveSpan(
        `${workflow} ${name}`,
        { attributes: { "storefront.workflow": workflow, "storefront.workflow.step": name, ...attributes } },
        async (span) => {
          try {
            return await run();
          } catch (error) {
            recordFailure(span, error);
            throw error;
          } finally {
            span.end();
          }
        },
      ),
    outcome: countOutcome,
  };
}
