import { DomainError } from "../errors/domain-error.ts";
import type { Version } from "../site/versions.ts";
import {
  type NewsletterEmailRule,
  newsletterEmailError,
  normaliseNewsletterEmail,
} from "./newsletter-email.ts";

export interface NewsletterSignUp {
  email: string;
  version: Version;
  country: string;
  createdAt: string;
}

/** Port: where sign-ups are kept (data/repositories/newsletter-repository.ts). */
export interface NewsletterRepository {
  /** Stores a sign-up unless the address is already there; true when it was new. */
  add(signUp: NewsletterSignUp): Promise<boolean>;
  find(email: string): Promise<NewsletterSignUp | null>;
}

interface SignUpRequest {
  email: string;
  version: Version;
  /** The shopper's selected country: its e-mail rule applies (ROW when it has none). */
  country: string;
  rule: NewsletterEmailRule;
  now: Date;
}

/** The newsletter sign-up of spec 000 §4–§5 (join-request). */
export function createNewsletterService(repository: NewsletterRepository) {
  return {
    /**
     * Validates and stores a sign-up. A repeat sign-up is accepted and stored once; the answer is the same
     * either way so the form never reveals who is subscribed.
     */
    async signUp(request: SignUpRequest): Promise<void> {
      const error = newsletterEmailError(request.email, request.rule);
      if (error) throw new DomainError("invalid", error, { eMail: error });
      await repository.add({
        email: normaliseNewsletterEmail(request.email),
        version: request.version,
        country: request.country,
        createdAt: request.now.toISOString(),
      });
    },
    find: (email: string) => repository.find(normaliseNewsletterEmail(email)),
  };
}
