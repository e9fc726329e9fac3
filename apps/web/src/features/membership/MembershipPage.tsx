import { PlaceholderPage } from '../../components/PlaceholderPage';
import { SECTION_TITLES } from '../../lib/ui-texts';

export default function MembershipPage() {
  return <PlaceholderPage title={SECTION_TITLES.membership} />;
}
