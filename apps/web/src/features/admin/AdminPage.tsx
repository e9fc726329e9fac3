import type { AdminCounts } from '@persona/shared';
import { useQuery } from '@tanstack/react-query';
import { AdminFrame } from '../../components/admin/AdminFrame';
import { TileGrid, type TileItem } from '../../components/TileGrid';
import { PATHS } from '../../lib/paths';
import { SECTION_TITLES } from '../../lib/ui-texts';
import { adminCountsQuery } from './admin-api';
import { ADMIN_TEXTS } from './admin-texts';
import { JOBS_TEXTS } from './jobs-texts';

const { figures: label } = ADMIN_TEXTS;

/** The tiles with their counts: `undefined` when the counts could not be read (the tiles still lead on), `null` while loading. */
function tiles(counts: AdminCounts | null | undefined): readonly TileItem[] {
  const figures = <T,>(pick: (c: AdminCounts) => T) => (counts === undefined ? undefined : counts === null ? null : pick(counts));
  return [
    {
      title: SECTION_TITLES.users,
      description: 'Every user of the portal; grant or revoke admin rights.',
      to: PATHS.adminUsers,
      icon: 'users',
      figures: figures((c) => [{ label: label.users, value: c.users.total }, { label: label.admins, value: c.users.admins }]),
    },
    {
      title: SECTION_TITLES.accounts,
      description: 'Activate accounts and set their credits.',
      to: PATHS.adminAccounts,
      icon: 'building',
      figures: figures((c) => [{ label: label.accounts, value: c.accounts.total }, { label: label.inactive, value: c.accounts.inactive, warn: true }]),
    },
    {
      title: SECTION_TITLES.adminOrders,
      description: 'Open Blueprint orders: read the brief and deliver the persona.',
      to: PATHS.adminOrders,
      icon: 'receipt',
      figures: figures((c) => [{ label: label.open, value: c.orders.open }, { label: label.overdue, value: c.orders.overdue, warn: true }]),
    },
    {
      title: SECTION_TITLES.adminJobs,
      description: JOBS_TEXTS.tileDescription,
      to: PATHS.adminJobs,
      icon: 'sliders',
    },
    {
      title: SECTION_TITLES.adminActivity,
      description: "Every account's log of changes: people, orders, plans, credits, security.",
      to: PATHS.adminActivity,
      icon: 'activity',
    },
  ];
}

/** /admin: the tiles of the Admin Panel: Users and Accounts (spec section 2), and Orders to deliver Blueprints, each with its counts. */
export default function AdminPage() {
  const counts = useQuery(adminCountsQuery);
  return (
    <AdminFrame title={SECTION_TITLES.admin}>
      <TileGrid tiles={tiles(counts.isPending ? null : counts.data)} />
    </AdminFrame>
  );
}
