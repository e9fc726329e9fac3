import type { MailMessage } from '../../lib/mail/mailer';
import { escapeHtml } from '../../lib/html/escape-html';

/** The one-time sign-in link mail; the link opens the portal's /sign-in/link screen, which trades it for a session. */
export function signInLinkMail(to: string, link: string, minutes: number): MailMessage {
  const lasts = `it works once, for ${minutes} minutes`;
  return {
    to,
    subject: 'Your Persona Portal sign-in link',
    link,
    text: `Someone asked for a sign-in link to your Persona Portal account.\n\nSign in here (${lasts}):\n${link}\n\nIf it was not you, ignore this email: nothing happens unless the link is opened.`,
    html: `<p>Someone asked for a sign-in link to your Persona Portal account.</p><p><a href="${escapeHtml(link)}">Sign in to Persona Portal</a> (${lasts}).</p><p>If it was not you, ignore this email: nothing happens unless the link is opened.</p>`,
  };
}
