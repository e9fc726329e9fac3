import { capitalizeWords } from '@persona/shared';
import { Link, useParams } from 'react-router';
import { AuthCard } from '../../components/AuthCard';
import { SkeletonForm } from '../../components/Skeleton';
import { PATHS } from '../../lib/paths';
import { usePublicConfig } from '../../lib/public-config';
import { AUTH_TEXTS } from '../../lib/ui-texts';
import { InvalidInvitationText } from './InvalidInvitationText';
import { useInvitation } from './join-api';
import { JoinForm } from './JoinForm';

/** /invite/:accountId/:token: an invited person joins the account, or learns the link is no good. */
export default function JoinPage() {
  const { accountId = '', token = '' } = useParams();
  const invitation = useInvitation(token);
  const config = usePublicConfig();
  if (invitation.isPending || config.isPending) {
    return (
      <AuthCard title="Join">
        <SkeletonForm fields={4} />
      </AuthCard>
    );
  }

  const valid = invitation.data?.[0];
  if (!valid || valid.accountId !== accountId) {
    return (
      <AuthCard title="Join" footer={<Link to={PATHS.home}>{AUTH_TEXTS.backToLogIn}</Link>}>
        <p role="alert" className="text-center text-sm text-gray-700 dark:text-slate-300">
          <InvalidInvitationText supportEmail={config.data?.supportEmail ?? ''} />
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={`Join ${capitalizeWords(valid.accountName)}`} intro="Set up your login to join your team on Persona Portal.">
      <JoinForm invitation={valid} />
    </AuthCard>
  );
}
