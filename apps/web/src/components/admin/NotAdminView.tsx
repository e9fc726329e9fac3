import { ADMIN_FRAME_TEXTS, SECTION_TITLES } from '../../lib/ui-texts';
import { RefusedView } from '../RefusedView';
import { SectionHeader } from '../SectionHeader';

/** What an Admin screen shows to anyone who is not a site admin. */
export function NotAdminView() {
  return (
    <>
      <SectionHeader title={SECTION_TITLES.admin} />
      <RefusedView title={ADMIN_FRAME_TEXTS.adminOnly} hint={ADMIN_FRAME_TEXTS.adminOnlyHint} />
    </>
  );
}
