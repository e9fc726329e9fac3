import { EmbeddedPage } from '../../components/EmbeddedPage';
import { SECTION_TITLES } from '../../lib/ui-texts';
import { COMMUNITY_TEXTS } from './community-texts';

/** /community (spec section 2): the embedded community page (COMMUNITY_URL). */
export default function CommunityPage() {
  return (
    <EmbeddedPage
      title={SECTION_TITLES.community}
      setting="communityUrl"
      frameTitle={COMMUNITY_TEXTS.frameTitle}
      notConfigured={COMMUNITY_TEXTS.notConfigured}
    />
  );
}
