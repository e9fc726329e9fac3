import type { MailMessage } from '../../lib/mail/mailer';

/** The password-reset email; the link opens the portal's /reset screen with the single-use token. */
export function resetPasswordMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Persona Portal password',
    link,
    text: `Someone asked to reset the password of your Persona Portal account.\n\nSet a new password here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this email; your password stays as it is.`,
    html: `<p>Someone asked to reset the password of your Persona Portal account.</p><p><a href="${link}">Set a new password</a> (the link works once, for one hour).</p><p>If it was not you, ignore this email; your password stays as it is.</p>`,
  };
}
