import type { MailMessage } from '../../lib/mail/mailer';
import { escapeHtml } from '../../lib/html/escape-html';

/** The email-verification mail (sent to ADMIN_EMAILS addresses at sign-up: proving the address grants admin). */
export function verifyEmailMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Confirm your email for Persona Portal',
    link,
    text: `Please confirm that this address is yours by opening this link (it works for one day):\n${link}\n\nIf you did not create a Persona Portal account, ignore this email.`,
    html: `<p>Please confirm that this address is yours: <a href="${escapeHtml(link)}">confirm my email</a> (the link works for one day).</p><p>If you did not create a Persona Portal account, ignore this email.</p>`,
  };
}
