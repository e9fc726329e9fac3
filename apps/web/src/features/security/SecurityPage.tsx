import { SectionHeader } from '../../components/SectionHeader';
import { SECTION_TITLES } from '../../lib/ui-texts';
import { SessionsSection } from './SessionsSection';
import { SECURITY_TEXTS as T } from './security-texts';
import { TwoFactorSection } from './TwoFactorSection';

/** /settings/security: two-factor sign-in and the caller's sessions. */
export default function SecurityPage() {
  return (
    <>
      <SectionHeader title={SECTION_TITLES.security} description={T.description} />
      <div className="flex flex-col gap-6">
        <TwoFactorSection />
        <SessionsSection />
      </div>
    </>
  );
}
