import { PlaceholderPage } from '../../components/PlaceholderPage';
import { SECTION_TITLES } from '../../lib/ui-texts';

export default function OnboardingPage() {
  return <PlaceholderPage title={SECTION_TITLES.onboarding} />;
}
