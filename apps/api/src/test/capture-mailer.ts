import type { MailMessage, Mailer } from '../lib/mail/mailer';

/** A mailer that keeps what it is asked to send, for API tests to read. */
export function createCaptureMailer(): Mailer & { sent: MailMessage[]; lastTo(to: string): MailMessage | undefined; linksTo(to: string): (string | undefined)[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    send: async (message) => {
      sent.push(message);
    },
    lastTo: (to) => sent.filter((m) => m.to === to.toLowerCase()).at(-1),
    // Mails are jobs, and two of them queued together may be sent in either order: what reached one address.
    linksTo: (to) => sent.filter((m) => m.to === to.toLowerCase()).map((m) => m.link),
  };
}
