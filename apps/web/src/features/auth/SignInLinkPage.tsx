import { needsSecondStep } from '@persona/shared';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { showSuccess } from '../../components/alerts';
import { AuthCard } from '../../components/AuthCard';
import { TEXT_LINK_CLASS } from '../../components/button-styles';
import { Spinner } from '../../components/Spinner';
import { errorMessage } from '../../lib/error-message';
import { PATHS } from '../../lib/paths';
import { useSession } from '../../lib/session/useSession';
import { AUTH_TEXTS } from '../../lib/ui-texts';
import { signInWithLink } from './identity-api';
import { linkUses } from './sign-in-link-uses';
import { TwoFactorStep } from './TwoFactorStep';

const links = linkUses(signInWithLink);

/** /sign-in/link?token=… (public): where a mailed sign-in link lands; trades its token for a session, then goes home. */
export default function SignInLinkPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [failure, setFailure] = useState<string | null>(token ? null : AUTH_TEXTS.signInLinkMissing);
  const [twoFactorToken, setTwoFactorToken] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    // Only the instance mounted when the session is taken goes on: the others were swapped out by the frame's switch.
    links.use(token, signIn).then(
      (answer) => {
        if (!current) return;
        if (needsSecondStep(answer)) return setTwoFactorToken(answer.twoFactorToken);
        void navigate(PATHS.home, { replace: true });
        if (!answer.hasPassword && links.firstTelling(token)) void showSuccess(AUTH_TEXTS.signInLinkNoPassword);
      },
      (error: unknown) => {
        if (current) setFailure(errorMessage(error));
      },
    );
    return () => {
      current = false;
    };
  }, [token, signIn, navigate]);

  return (
    <AuthCard
      title={AUTH_TEXTS.signInLinkTitle}
      footer={
        <Link to={PATHS.home} className={TEXT_LINK_CLASS}>
          {AUTH_TEXTS.backToLogIn}
        </Link>
      }
    >
      {twoFactorToken && !failure ? (
        <TwoFactorStep
          twoFactorToken={twoFactorToken}
          onExpired={() => setFailure(AUTH_TEXTS.signInLinkStepExpired)}
          onSignedIn={() => void navigate(PATHS.home, { replace: true })}
        />
      ) : failure ? (
        <p role="alert" className="text-center text-sm text-red-700 dark:text-red-300">
          {failure}
        </p>
      ) : (
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-gray-600 dark:text-slate-400">
          <Spinner />
          {AUTH_TEXTS.signingIn}
        </p>
      )}
    </AuthCard>
  );
}
