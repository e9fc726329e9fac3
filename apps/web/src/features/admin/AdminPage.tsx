import { SectionHeader } from '../../components/SectionHeader';
import { TileGrid, type TileItem } from '../../components/TileGrid';
import { PATHS } from '../../lib/paths';
import { SECTION_TITLES } from '../../lib/ui-texts';
import { AdminOnly } from './AdminOnly';

const TILES: readonly TileItem[] = [
  { title: SECTION_TITLES.users, description: 'Every user of the portal; grant or revoke admin rights.', to: PATHS.adminUsers, icon: 'users' },
  { title: SECTION_TITLES.accounts, description: 'Activate accounts and set their credits.', to: PATHS.adminAccounts, icon: 'building' },
];

/** /admin: the two tiles of the Admin Panel (spec section 2). */
export default function AdminPage() {
  return (
    <AdminOnly>
      <SectionHeader title={SECTION_TITLES.admin} />
      <TileGrid tiles={TILES} />
    </AdminOnly>
  );
}
