import { DomainError } from "../../../core/errors/domain-error.ts";
import type { JsonAnswer } from "./retrying-json-call.ts";

// Store side: an answer a sandbox adapter does not expect (a 4xx that is not the provider's word about the
// payment) is our own mistake, a bad key or a bad request: it must never look like a refusal or a decline. A 404
// is the one a caller may act on, so it becomes a notFound DomainError; anything else is a plain bug.

export function unexpectedAnswer(provider: string, path: string, answer: JsonAnswer, message: string): never {
  if (answer.status === 404) throw new DomainError("notFound", `${provider}: ${message}`);
  throw new Error(`${provider} answered ${answer.status} to ${path}: ${message}`);
}
