import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/AuthCard';
import { TEXT_LINK_CLASS } from '../../components/button-styles';
import { PATHS } from '../../lib/paths';
import { AUTH_TEXTS, SECTION_TITLES } from '../../lib/ui-texts';
import { RequestResetForm } from './RequestResetForm';
import { SetPasswordForm } from './SetPasswordForm';

/** /reset (public): asks for the email, or, opened from the email's link (?token=), sets the new password. */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <AuthCard
      title={SECTION_TITLES.resetPassword}
      intro={token ? AUTH_TEXTS.setPasswordIntro : AUTH_TEXTS.resetIntro}
      footer={
        <Link to={PATHS.home} className={TEXT_LINK_CLASS}>
          {AUTH_TEXTS.backToLogIn}
        </Link>
      }
    >
      {token ? <SetPasswordForm token={token} /> : <RequestResetForm />}
    </AuthCard>
  );
}
