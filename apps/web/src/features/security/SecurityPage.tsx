import { MESSAGES } from '@persona/shared';
import { SectionHeader } from '../../components/SectionHeader';
import { SECTION_TITLES } from '../../lib/ui-texts';
import { PRODUCT_SCREENS, useAccessRefusal } from '../../lib/session/useMayCall';
import { RequireTwoFactorSection } from './RequireTwoFactorSection';
import { SessionsSection } from './SessionsSection';
import { SECURITY_TEXTS as T } from './security-texts';
import { TwoFactorSection } from './TwoFactorSection';

/**
 * /settings/security: two-factor sign-in, the owner's requirement of it and the caller's sessions. A member whose
 * account requires it before theirs is on is sent here (ActivationGate), and told why.
 */
export default function SecurityPage() {
  const required = useAccessRefusal(PRODUCT_SCREENS) === 'TWO_FACTOR_REQUIRED';
  return (
    <>
      <SectionHeader title={SECTION_TITLES.security} description={T.description} />
      <div className="flex flex-col gap-6">
        {required && (
          <p role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4 text-sm font-medium text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200">
            {MESSAGES.twoFactorRequired}
          </p>
        )}
        <TwoFactorSection />
        <RequireTwoFactorSection />
        <SessionsSection />
      </div>
    </>
  );
}
