// The port a workflow reports its steps and its outcome through (ARCHITECTURE.md "Observability"). Core names what
// happens; the server's adapter (server/telemetry/workflow-step-tracer.ts) turns it into OpenTelemetry spans and a
// counter, so core imports no telemetry package and its tests run without one.

/** What a step may be labelled with: identifiers and counts, never personal data or amounts. */
type StepAttributes = Readonly<Record<string, string | number | boolean>>;

export interface StepTracer {
  /**
   * Runs one named step of the workflow (`re-price`, `authorise`, `write-order`…) as its own span: timed, a failure
   * recorded and rethrown, nested under whatever request or job runs the workflow.
   */
  step<T>(name: string, attributes: StepAttributes, run: () => Promise<T>): Promise<T>;
  /** Counts one finished run of the workflow by its outcome: a name from a closed set (`placed`, `declined`…). */
  outcome(name: string): void;
}

/** Steps run as they are, nothing counted: core's default and its tests'. */
export const NO_STEP_TRACER: StepTracer = {
  step: (_name, _attributes, run) => run(),
  outcome: () => {},
};
