import { MESSAGES } from '@persona/shared';
import { PlaceholderPage } from '../../components/PlaceholderPage';
import { SECTION_TITLES } from '../../lib/ui-texts';

/** The Prompt Library is a placeholder by design (spec section 2). */
export default function PromptsPage() {
  return <PlaceholderPage title={SECTION_TITLES.promptLibrary} message={MESSAGES.buildingSection} />;
}
