import pino from "pino";

export type Logger = pino.Logger;

/** One JSON line per event; the request log adds the request id to every line it writes. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options = { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  return destination ? pino(options, destination) : pino(options);
}
