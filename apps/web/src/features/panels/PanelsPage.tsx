import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { Icon } from '../../components/icons';
import { LoadFailed } from '../../components/LoadFailed';
import { SkeletonRows } from '../../components/Skeleton';
import { Notice } from '../../components/Notice';
import { SectionHeader } from '../../components/SectionHeader';
import { PATHS } from '../../lib/paths';
import { useMayCall } from '../../lib/session/useMayCall';
import { SECTION_TITLES } from '../../lib/ui-texts';
import { PANELS_ROUTE } from './panel-access';
import { PanelList } from './PanelList';
import { panelsQuery } from './panels-api';
import { PanelsGate } from './PanelsGate';
import { PANELS_TEXTS } from './panels-texts';

const NewPanelLink = () => (
  <Link to={PATHS.newPanel} className={buttonClass('primary')}>
    <Icon name="create" className="size-4" />
    {PANELS_TEXTS.newPanel}
  </Link>
);

function SavedPanels({ accountId }: { accountId: string }) {
  const query = useQuery(panelsQuery(accountId));
  if (query.isPending) return <SkeletonRows />;
  if (query.isError) return <LoadFailed message={PANELS_TEXTS.listFailed} query={query} />;
  if (query.data.length === 0) {
    return (
      <Notice icon="users">
        <h2 className="text-lg font-semibold text-gray-900 dark:text-white">{PANELS_TEXTS.noPanels}</h2>
        <p className="max-w-md text-gray-600 dark:text-slate-400">{PANELS_TEXTS.noPanelsHint}</p>
        <NewPanelLink />
      </Notice>
    );
  }
  return <PanelList panels={query.data} />;
}

/** /panels: the account's saved panels, newest first, and New Panel; the notice for accounts without 'test'. */
export default function PanelsPage() {
  const mayUsePanels = useMayCall(PANELS_ROUTE);
  return (
    <>
      <SectionHeader title={SECTION_TITLES.panels} description={PANELS_TEXTS.description} actions={mayUsePanels && <NewPanelLink />} />
      <PanelsGate>{(accountId) => <SavedPanels accountId={accountId} />}</PanelsGate>
    </>
  );
}
