import type { IconName } from '../../components/icons';
import { PATHS } from '../../lib/paths';
import { NAV_LABELS } from '../../lib/ui-texts';

export interface NavItem {
  label: string;
  to: string;
  icon: IconName;
  /** Only rendered when the signed-in user isAdmin. */
  adminOnly?: boolean;
  /** Only rendered for the account's owner (who may call the owner's routes). */
  ownerOnly?: boolean;
}

/** The sidebar's main entries, in the spec's order (Settings sits in the bottom group). */
export const MAIN_NAV: readonly NavItem[] = [
  { label: NAV_LABELS.create, to: PATHS.create, icon: 'create' },
  { label: NAV_LABELS.avatarLibrary, to: PATHS.home, icon: 'library' },
  { label: NAV_LABELS.promptLibrary, to: PATHS.prompts, icon: 'book' },
  { label: NAV_LABELS.orders, to: PATHS.orders, icon: 'receipt' },
  { label: NAV_LABELS.activity, to: PATHS.activity, icon: 'activity', ownerOnly: true },
  { label: NAV_LABELS.community, to: PATHS.community, icon: 'users' },
  { label: NAV_LABELS.chat, to: PATHS.chat, icon: 'chat' },
  { label: NAV_LABELS.panels, to: PATHS.panels, icon: 'panel' },
  { label: NAV_LABELS.adminPanel, to: PATHS.admin, icon: 'shield', adminOnly: true },
];

export const SETTINGS_NAV: NavItem = { label: NAV_LABELS.settings, to: PATHS.settings, icon: 'sliders' };
