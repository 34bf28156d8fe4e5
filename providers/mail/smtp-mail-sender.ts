import nodemailer from "nodemailer";
import type { MailSender } from "../../core/mail/mail-types.ts";

/**
 * Sends outbox messages through an SMTP server (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com:465) as
 * multipart e-mails: the HTML part and its plain-text twin. The outbox id is the Message-ID, so a message
 * retried after a lost acknowledgement can be recognised downstream.
 */
export function createSmtpMailSender(options: { url: string; from: string; domain: string }): MailSender {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        messageId: `<${message.id}@${options.domain}>`,
      });
    },
  };
}
