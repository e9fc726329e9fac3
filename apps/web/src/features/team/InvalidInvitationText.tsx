import { MESSAGES } from '@persona/shared';
import { TEXT_LINK_CLASS } from '../../components/button-styles';

/** The spec's invalid-invitation text, word for word, with the support address as a link to write to it. */
export function InvalidInvitationText({ supportEmail }: { supportEmail: string }) {
  const text = MESSAGES.invalidInvitation(supportEmail);
  const at = supportEmail ? text.lastIndexOf(supportEmail) : -1;
  if (at === -1) return text;
  return (
    <>
      {text.slice(0, at)}
      <a href={`mailto:${supportEmail}`} className={TEXT_LINK_CLASS}>
        {supportEmail}
      </a>
      {text.slice(at + supportEmail.length)}
    </>
  );
}
