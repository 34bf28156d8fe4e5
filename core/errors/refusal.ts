import { DomainError, type DomainErrorKind } from "./domain-error.ts";

// An expected refusal a shopper can cause (out of stock, over the line maximum, a line already gone) is answered
// as a value the function's type names, not thrown; a DomainError is made of it only at the boundary, so the
// shared mapping (server/middleware/errors.ts) answers it as before (docs/decisions/041-refusals-as-values.md).

/** Why a change was refused, in the kind the HTTP mapping knows and the wording the shopper sees. */
export interface Refusal {
  kind: DomainErrorKind;
  message: string;
  /** Field-level messages, keyed by field path, as DomainError carries them. */
  fields?: Record<string, string>;
}

export interface Refused {
  ok: false;
  refusal: Refusal;
}

/** What a function that may refuse answers: its result marked `ok: true`, or the refusal. */
export type Refusable<Result extends object> = ({ ok: true } & Result) | Refused;

export function refuse(kind: DomainErrorKind, message: string, fields?: Record<string, string>): Refused {
  return { ok: false, refusal: fields ? { kind, message, fields } : { kind, message } };
}

/** The refusal as the DomainError the shared error mapping answers, for a boundary that answers by throwing. */
export function refusalError(refusal: Refusal): DomainError {
  return new DomainError(refusal.kind, refusal.message, refusal.fields);
}

/** The accepted result; a refusal is thrown as its DomainError (a route whose refusals the shared mapping answers). */
export function acceptedOrThrow<Result extends object>(outcome: Refusable<Result>): { ok: true } & Result {
  if (!outcome.ok) throw refusalError(outcome.refusal);
  return outcome;
}
