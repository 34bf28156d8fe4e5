import { type EmailContent, emailHtml, emailText } from "./email-layout.ts";
import type { OutboxMessage } from "./mail-types.ts";

// The two e-mails registering sends (docs/decisions/030-what-strangers-reach.md): the link that finishes a new
// account, and, to an address that already has one, word that someone tried. The page answers both alike.

function message(to: string, content: EmailContent, kind: string): OutboxMessage {
  return { to, subject: content.heading, html: emailHtml(content), text: emailText(content), kind };
}

export function registrationConfirmationEmail(options: {
  to: string;
  firstName: string;
  link: string;
}): OutboxMessage {
  return message(
    options.to,
    {
      preheader: "Confirm your email address within 24 hours to finish creating your account.",
      heading: "Finish creating your account",
      paragraphs: [
        `Dear ${options.firstName},`,
        "Thank you for joining The White Cove. Confirm that this is your email address to finish creating your account; you will be signed in straight away.",
      ],
      button: { label: "Confirm and sign in", href: options.link },
      footnotes: [
        "The link works once and expires in 24 hours.",
        "If you did not ask for an account, you can ignore this email: no account is made without the link.",
      ],
    },
    "registration-confirmation",
  );
}

export function existingAccountEmail(options: {
  to: string;
  firstName: string;
  signInLink: string;
  resetLink: string;
}): OutboxMessage {
  const greeting = options.firstName ? `Dear ${options.firstName},` : "Hello,";
  return message(
    options.to,
    {
      preheader: "Someone asked to create a White Cove account with this email address.",
      heading: "You already have an account with us",
      paragraphs: [
        greeting,
        "Someone, perhaps you, asked to create a White Cove account with this email address. You already have one, so nothing has changed: sign in with your password.",
      ],
      button: { label: "Sign in", href: options.signInLink },
      links: [{ label: "Forgotten your password? Choose a new one", href: options.resetLink }],
      footnotes: [
        "If this was not you, you can ignore this email: your account and your password are as they were.",
      ],
    },
    "registration-existing-account",
  );
}
