import type { MailMessage } from '../../lib/mail/mailer';
import { escapeHtml } from '../../lib/html/escape-html';

/** Tells the person who ordered that their Blueprint has arrived. */
export function deliveryMail(to: string, order: { company: string; campaign: string }, link: string): MailMessage {
  const subject = `Your Blueprint for ${order.company} - ${order.campaign} is ready`;
  return {
    to,
    subject,
    link,
    text: `${subject}.\n\nOpen it in your Avatar Library:\n${link}`,
    html: `<p>${escapeHtml(subject)}.</p><p><a href="${escapeHtml(link)}">Open it in your Avatar Library</a></p>`,
  };
}
