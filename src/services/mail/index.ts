import type { Transporter } from 'nodemailer';
import { once } from '../../core/once';

/** An e-mail the platform sends (a forwarded submission, a subscription's verification link). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Stable per outbox message, so a receiver can recognise a resend after a crash. */
  messageId: string;
  replyTo?: string;
  /** Further headers (`List-Unsubscribe`, `List-Unsubscribe-Post`). */
  headers?: Record<string, string>;
}

/** Sends e-mail; `configured` false means there is nowhere to send it (messages are held in the outbox). */
export interface Mailer {
  readonly configured: boolean;
  /** `signal` stops waiting for the server (the message may or may not have gone; the Message-ID tells a resend). */
  send(mail: OutgoingMail, options?: { signal?: AbortSignal }): Promise<void>;
}

/** SMTP's own limits, so a server that accepts the connection and then stalls cannot hold a sender. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** SMTP through `nodemailer`, e.g. `smtp://user:password@mail.example.com:587`. */
export function smtpMailer({ url, from, timeouts = SMTP_TIMEOUTS }: { url: string; from: string; timeouts?: Partial<typeof SMTP_TIMEOUTS> }): Mailer {
  // nodemailer (~15 MB resident) is loaded with the first message, not at start.
  const transport = once(async (): Promise<Transporter> => (await import('nodemailer')).createTransport({ url, ...SMTP_TIMEOUTS, ...timeouts }));
  return {
    configured: true,
    async send(mail, { signal } = {}) {
      signal?.throwIfAborted();
      const sending = (await transport()).sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, messageId: mail.messageId, ...(mail.replyTo ? { replyTo: mail.replyTo } : {}), ...(mail.headers ? { headers: mail.headers } : {}) });
      if (!signal) return void (await sending);
      let onAbort: () => void = () => {};
      const aborted = new Promise<never>((_resolve, reject) => {
        onAbort = () => reject(signal.reason instanceof Error ? signal.reason : new Error('Sending the e-mail was stopped'));
        signal.addEventListener('abort', onAbort, { once: true });
      });
      try {
        await Promise.race([sending, aborted]);
      } finally {
        signal.removeEventListener('abort', onAbort);
        sending.catch(() => {});
      }
    },
  };
}

/** No SMTP server configured (development): e-mail stays in the outbox for people to read. */
export const heldMail: Mailer = {
  configured: false,
  send: () => Promise.reject(new Error('No SMTP server is configured (SMTP_URL); the message is kept in the outbox')),
};
