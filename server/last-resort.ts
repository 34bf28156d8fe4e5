import type { Logger } from "./logger.ts";

// The last line of defence for one instance (docs/operations.md "When an instance dies"). Every stream the store
// builds has its own error path; this catches what a dependency leaves without one. An error of a stream whose
// reader went away (a shopper navigating off, a dropped phone connection, a crawler reading only headers) concerns
// that one answer only: it is logged and the process keeps serving everyone else. Any other uncaught exception may
// have left the process in a state nobody planned for: it is logged and the process exits, for the supervisor
// (systemd, docs/operations.md) to start a clean one.

/** Error codes of a stream cut short by its other end. */
const STRAY_STREAM_CODES = new Set([
  "ABORT_ERR",
  "ERR_STREAM_PREMATURE_CLOSE",
  "ERR_STREAM_DESTROYED",
  "ERR_STREAM_WRITE_AFTER_END",
  "ERR_STREAM_UNABLE_TO_PIPE",
  "ECONNRESET",
  "EPIPE",
  "ECONNABORTED",
]);

/** True for the error of a stream whose reader went away, which ends that answer and nothing else. */
export function isStrayStreamError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  return error.name === "AbortError" || (code !== undefined && STRAY_STREAM_CODES.has(code));
}

type StrayKind = "stream" | "rejection";

interface LastResortOptions {
  logger: Logger;
  /** Counts what was survived (the metrics' stray errors). */
  onSurvived?: (kind: StrayKind) => void;
  /** How the process ends after an error it cannot survive (default process.exit). */
  exit?: (code: number) => void;
}

type ProcessEvents = Pick<NodeJS.Process, "on">;

/** Installs the handlers on `target` (the process). */
export function installLastResortHandlers(target: ProcessEvents, options: LastResortOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  target.on("uncaughtException", (error: Error) => {
    if (isStrayStreamError(error)) {
      options.logger.warn({ err: error }, "stray stream error: the answer ended, the store keeps serving");
      options.onSurvived?.("stream");
      return;
    }
    options.logger.fatal({ err: error }, "uncaught exception: stopping for the supervisor to restart");
    exit(1);
  });
  // A promise nobody awaited failed: its work is lost, but nothing else is in doubt, so the store keeps serving.
  target.on("unhandledRejection", (reason: unknown) => {
    if (isStrayStreamError(reason)) {
      options.logger.warn({ err: reason }, "stray stream error: the answer ended, the store keeps serving");
      options.onSurvived?.("stream");
      return;
    }
    options.logger.error({ err: reason }, "unhandled rejection: the store keeps serving");
    options.onSurvived?.("rejection");
  });
}
