import { createRecords } from '@persona/shared';
import { AuthCard } from '../../components/AuthCard';
import { AuthForm } from '../../components/AuthForm';
import { TEXT_LINK_CLASS } from '../../components/button-styles';
import { SubmitButton } from '../../components/SubmitButton';
import { callEndpoint } from '../../lib/endpoint-caller';
import { useSession } from '../../lib/session/useSession';
import { AUTH_TEXTS, UI_TEXTS } from '../../lib/ui-texts';
import { useFields } from '../../lib/useFields';
import { useSubmit } from '../../lib/useSubmit';
import { ProfileFields } from './ProfileFields';

/**
 * For a signed-in identity without User and Account records (a new Google user, or a registration left
 * half-way): asks for the Company (and the names the identity lacks), creates the records, then signs in.
 */
export default function CompanyPrompt() {
  const { identity, reload, signOut } = useSession();
  const withNames = !identity?.name.trim() || !identity.lastname.trim();
  const { values, setField, filled } = useFields({ name: identity?.name ?? '', lastname: identity?.lastname ?? '', company: '' });
  const { busy, onSubmit } = useSubmit(async () => {
    if (!identity) return;
    await createRecords(callEndpoint, { identityId: identity.id, email: identity.email, profile: values });
    await reload();
  });

  return (
    <AuthCard
      title={AUTH_TEXTS.welcome}
      subtitle={AUTH_TEXTS.companyPromptTitle}
      intro={AUTH_TEXTS.companyPromptIntro}
      footer={
        <button type="button" onClick={() => void signOut()} className={TEXT_LINK_CLASS}>
          {UI_TEXTS.signOut}
        </button>
      }
    >
      <AuthForm onSubmit={onSubmit}>
        <ProfileFields values={values} setField={setField} withNames={withNames} />
        <SubmitButton disabled={!filled('name', 'lastname', 'company')} busy={busy}>
          {AUTH_TEXTS.submit}
        </SubmitButton>
      </AuthForm>
    </AuthCard>
  );
}
