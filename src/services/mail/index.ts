import { createTransport, type Transporter } from 'nodemailer';

/** An e-mail the platform sends (a forwarded submission, a subscription's verification link). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Stable per outbox message, so a receiver can recognise a resend after a crash. */
  messageId: string;
  replyTo?: string;
}

/** Sends e-mail; `configured` false means there is nowhere to send it (messages are held in the outbox). */
export interface Mailer {
  readonly configured: boolean;
  send(mail: OutgoingMail): Promise<void>;
}

/** SMTP through `nodemailer`, e.g. `smtp://user:password@mail.example.com:587`. */
export function smtpMailer({ url, from }: { url: string; from: string }): Mailer {
  const transport: Transporter = createTransport(url);
  return {
    configured: true,
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, messageId: mail.messageId, ...(mail.replyTo ? { replyTo: mail.replyTo } : {}) });
    },
  };
}

/** No SMTP server configured (development): e-mail stays in the outbox for people to read. */
export const heldMail: Mailer = {
  configured: false,
  send: () => Promise.reject(new Error('No SMTP server is configured (SMTP_URL); the message is kept in the outbox')),
};
