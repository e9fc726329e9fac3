import { SectionHeader } from '../../components/SectionHeader';
import { TileGrid, type TileItem } from '../../components/TileGrid';
import { PATHS } from '../../lib/paths';
import { SECTION_TITLES } from '../../lib/ui-texts';
import { AccountDataSection } from './AccountDataSection';

const TILES: readonly TileItem[] = [
  { title: SECTION_TITLES.team, description: 'Invite colleagues and see who has joined.', to: PATHS.settingsTeam, icon: 'users' },
  { title: SECTION_TITLES.companies, description: 'Manage companies and their campaigns.', to: PATHS.settingsCompanies, icon: 'building' },
  { title: SECTION_TITLES.membership, description: 'Compare plans and buy credits.', to: PATHS.settingsMembership, icon: 'card' },
  { title: SECTION_TITLES.security, description: 'Two-factor sign-in and where you are signed in.', to: PATHS.settingsSecurity, icon: 'shield' },
];

export default function SettingsPage() {
  return (
    <>
      <SectionHeader title={SECTION_TITLES.settings} />
      <TileGrid tiles={TILES} />
      <AccountDataSection />
    </>
  );
}
