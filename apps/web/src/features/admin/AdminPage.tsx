import { AdminFrame } from '../../components/admin/AdminFrame';
import { TileGrid, type TileItem } from '../../components/TileGrid';
import { PATHS } from '../../lib/paths';
import { SECTION_TITLES } from '../../lib/ui-texts';

const TILES: readonly TileItem[] = [
  { title: SECTION_TITLES.users, description: 'Every user of the portal; grant or revoke admin rights.', to: PATHS.adminUsers, icon: 'users' },
  { title: SECTION_TITLES.accounts, description: 'Activate accounts and set their credits.', to: PATHS.adminAccounts, icon: 'building' },
  { title: SECTION_TITLES.adminOrders, description: 'Open Blueprint orders: read the brief and deliver the persona.', to: PATHS.adminOrders, icon: 'receipt' },
];

/** /admin: the tiles of the Admin Panel: Users and Accounts (spec section 2), and Orders to deliver Blueprints. */
export default function AdminPage() {
  return (
    <AdminFrame title={SECTION_TITLES.admin}>
      <TileGrid tiles={TILES} />
    </AdminFrame>
  );
}
