import type { PasswordTokenFlow } from "../accounts/account-types.ts";
import { type EmailContent, emailHtml, emailText } from "./email-layout.ts";
import type { OutboxMessage } from "./mail-types.ts";

// The two password e-mails (spec 001 §2, §7 forgottenpasswordtokens): a reset link and a sign-in link.

export function passwordEmail(options: {
  flow: PasswordTokenFlow;
  to: string;
  firstName: string;
  link: string;
}): OutboxMessage {
  const greeting = options.firstName ? `Dear ${options.firstName},` : "Hello,";
  const content: EmailContent =
    options.flow === "RESETPASSWORD"
      ? {
          preheader: "Use this link within an hour to choose a new password.",
          heading: "Reset your password",
          paragraphs: [
            greeting,
            "We received a request to reset the password for your White Cove account. Choose a new one with the button below.",
          ],
          button: { label: "Reset my password", href: options.link },
          footnotes: [
            "The link works once and expires in 60 minutes.",
            "If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
          ],
        }
      : {
          preheader: "Use this link within 15 minutes to sign in.",
          heading: "Sign in to The White Cove",
          paragraphs: [
            greeting,
            "Here is your sign-in link. It signs you in on this device without a password.",
          ],
          button: { label: "Sign me in", href: options.link },
          footnotes: [
            "The link works once and expires in 15 minutes.",
            "If you did not ask for this, you can ignore this e-mail: nobody can sign in without the link.",
          ],
        };
  return {
    to: options.to,
    subject: content.heading,
    html: emailHtml(content),
    text: emailText(content),
    kind: options.flow === "RESETPASSWORD" ? "password-reset" : "magic-link",
  };
}
