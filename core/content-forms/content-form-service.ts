import type { z } from "zod";
import { DomainError } from "../errors/domain-error.ts";
import type { Version } from "../site/versions.ts";
import { type BrochureRequestInput, type BrochureRules, brochureRequestSchema } from "./brochure-request.ts";
import { type ContactMessageInput, type ContactRules, contactMessageSchema } from "./contact-message.ts";
import { fieldMessages } from "./form-fields.ts";

export interface SubmissionContext {
  version: Version;
  /** The shopper's country: its patterns applied, and it is stored with the request. */
  country: string;
  now: Date;
}

export interface StoredBrochureRequest extends BrochureRequestInput, SubmissionContext {
  id: string;
}
export interface StoredContactMessage extends ContactMessageInput, SubmissionContext {
  id: string;
}

/** Port: where the forms' submissions are kept (data/repositories/content-form-repository.ts). */
export interface ContentFormRepository {
  addBrochureRequest(request: StoredBrochureRequest): Promise<void>;
  addContactMessage(message: StoredContactMessage): Promise<void>;
  findBrochureRequest(id: string): Promise<StoredBrochureRequest | null>;
  findContactMessage(id: string): Promise<StoredContactMessage | null>;
}

const INVALID = "Some details are missing or not valid. Please check the highlighted fields.";

/** Parses a submission; a bad one is a DomainError "invalid" with one message per field. */
function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) {
    const fields = fieldMessages(result.error);
    const first = Object.values(fields)[0];
    throw new DomainError("invalid", first ? `${INVALID} ${first}.` : INVALID, fields);
  }
  return result.data;
}

/** Brochure requests and contact-us messages (spec 000 §2). */
export function createContentFormService(repository: ContentFormRepository, newId: () => string) {
  return {
    async requestBrochure(input: unknown, rules: BrochureRules, context: SubmissionContext) {
      const value = parse(brochureRequestSchema(rules), input);
      const id = newId();
      await repository.addBrochureRequest({ ...value, ...context, id });
      return { id };
    },
    async sendContactMessage(input: unknown, rules: ContactRules, context: SubmissionContext) {
      const value = parse(contactMessageSchema(rules), input);
      const id = newId();
      await repository.addContactMessage({ ...value, ...context, id });
      return { id };
    },
    findBrochureRequest: (id: string) => repository.findBrochureRequest(id),
    findContactMessage: (id: string) => repository.findContactMessage(id),
  };
}

export type ContentFormService = ReturnType<typeof createContentFormService>;
