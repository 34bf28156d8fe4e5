// UK wording for the password pages and the development mailbox (spec 001 §2, §8);
// merged into the catalogue in ../en-GB.ts. The expired-link sentence is the spec's (core/accounts/password-forms.ts).
export const passwordsText = {
  "password.request.title": "Reset your password",
  "password.request.copy":
    "Enter the email address of your account and we'll send you a link to choose a new password.",
  "password.request.submit": "Send",
  "password.request.linkTitle": "Sign in with a link",
  "password.request.linkCopy":
    "Enter your email address and we'll send you a link that signs you in, no password needed.",
  "password.request.linkSubmit": "Email me a sign-in link",
  "password.request.toReset": "Prefer to reset your password instead?",
  "password.request.toLink": "Sign in with a link instead",
  "password.request.sending": "Sending",
  "password.request.sentTitle": "Check your email",
  "password.request.sent":
    "If there's an account for {email}, we've sent an email with a link. It may take a minute to arrive; remember to check your junk folder.",
  "password.request.backToSignIn": "Back to sign in",
  "password.change.title": "Choose a new password",
  "password.change.copy": "Your new password must be different from passwords you use on other sites.",
  "password.change.password": "New password",
  "password.change.confirmPassword": "Confirm new password",
  "password.change.submit": "Save new password",
  "password.change.saving": "Saving",
  "password.change.expiredTitle": "This link has expired",
  "password.change.requestNew": "Request a new link",
  "password.change.doneTitle": "Your password has been changed",
  "password.change.done": "You're signed in with your new password. Any other devices have been signed out.",
  "password.change.continue": "Continue shopping",
  "mailbox.title": "Development mailbox",
  "mailbox.copy": "E-mail the shop wrote to its outbox. Shown only without SMTP_URL, never in a real shop.",
  "mailbox.empty": "No e-mail yet.",
  "mailbox.to": "To",
  "mailbox.subject": "Subject",
  "mailbox.sent": "Written",
  "mailbox.back": "All messages",
  "mailbox.html": "HTML part",
  "mailbox.text": "Plain-text part",
} as const;
