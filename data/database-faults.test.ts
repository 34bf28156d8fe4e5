import { describe, expect, it } from "vitest";
import { isConnectionFault, isDatabaseUnavailable } from "./database-faults.ts";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("database faults", () => {
  it("a lost, silent or unobtainable PostgreSQL connection is a connection fault and unavailable", () => {
    for (const error of [
      new Error("Connection terminated unexpectedly"),
      new Error("Query read timeout"),
      new Error("timeout exceeded when trying to connect"),
      withCode("ECONNREFUSED"),
      withCode("ECONNRESET"),
      withCode("57P01", "terminating connection due to administrator command"),
      withCode("08006"),
      withCode("53300", "too many connections"),
    ]) {
      expect(isConnectionFault(error)).toBe(true);
      expect(isDatabaseUnavailable(error)).toBe(true);
    }
  });

  it("a statement timeout or a locked SQLite file is unavailable, but the connection is healthy", () => {
    const timeout = withCode("57014", "canceling statement due to statement timeout");
    const busy = Object.assign(new Error("database is locked"), { code: "ERR_SQLITE_ERROR", errcode: 5 });
    for (const error of [timeout, busy]) {
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(isConnectionFault(error)).toBe(false);
    }
  });

  it("a wrong query or a bug is neither: it stays a 500 and is logged", () => {
    for (const error of [
      withCode("23505", "duplicate key value violates unique constraint"),
      withCode("42P01", 'relation "nope" does not exist'),
      Object.assign(new Error("UNIQUE constraint failed"), { errcode: 2067 }),
      new TypeError("Cannot read properties of undefined"),
      "a string",
      null,
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
      expect(isConnectionFault(error)).toBe(false);
    }
  });
});
