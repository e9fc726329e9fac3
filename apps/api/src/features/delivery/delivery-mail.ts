import { coveragePercent, type EvidenceCoverage } from '@persona/shared';
import type { MailMessage } from '../../lib/mail/mailer';
import { escapeHtml } from '../../lib/html/escape-html';

/** "7 of 9 claims backed by your research (77 %)": a version-2 Blueprint's evidence coverage. */
export const coverageLine = (coverage: EvidenceCoverage) =>
  `${coverage.supported} of ${coverage.total} ${coverage.total === 1 ? 'claim' : 'claims'} backed by your research (${coveragePercent(coverage)} %)`;

/** Tells the person who ordered that their Blueprint has arrived, and, for a Blueprint of claims, how much of it the research backs. */
export function deliveryMail(to: string, order: { company: string; campaign: string }, link: string, coverage: EvidenceCoverage | null = null): MailMessage {
  const subject = `Your Blueprint for ${order.company} - ${order.campaign} is ready`;
  const evidence = coverage ? `${coverageLine(coverage)}.` : null;
  return {
    to,
    subject,
    link,
    text: `${subject}.\n\n${evidence ? `${evidence}\n\n` : ''}Open it in your Avatar Library:\n${link}`,
    html: `<p>${escapeHtml(subject)}.</p>${evidence ? `<p>${escapeHtml(evidence)}</p>` : ''}<p><a href="${escapeHtml(link)}">Open it in your Avatar Library</a></p>`,
  };
}
