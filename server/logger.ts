import pino from "pino";
import { traceFields } from "./telemetry/log-trace-fields.ts";

export type Logger = pino.Logger;

/**
 * One JSON line per event; the request log adds the request id to every line it writes, and every line written
 * inside a traced request or job carries its `trace_id` and `span_id`.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options = { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime, mixin: traceFields };
  return destination ? pino(options, destination) : pino(options);
}
