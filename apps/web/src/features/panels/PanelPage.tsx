import { routes } from '@persona/shared';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useParams } from 'react-router';
import { LoadFailed } from '../../components/LoadFailed';
import { SkeletonRows } from '../../components/Skeleton';
import { Notice } from '../../components/Notice';
import { SectionHeader } from '../../components/SectionHeader';
import { isApiError } from '../../lib/api-client';
import { SECTION_TITLES } from '../../lib/ui-texts';
import { panelQuery } from './panels-api';
import { PanelsGate } from './PanelsGate';
import { PANELS_TEXTS } from './panels-texts';
import { PanelView } from './PanelView';
import { usePanelRun } from './usePanelRun';

/** Reads the panel (again every few seconds while a run elsewhere goes on) and follows this screen's run. */
function LoadedPanel({ id }: { id: string }) {
  const run = usePanelRun(id);
  // Drawn from a deferred copy of the answer, as the library's cards are (AvatarLibraryPage): the panel's answers
  // come in slices, not in the one long task of the query cache's urgent update.
  const query = useDeferredValue(
    useQuery({
      ...panelQuery(id),
      refetchInterval: (current) => (current.state.data?.status === 'running' && !run.running ? 3_000 : false),
    }),
  );
  if (query.data) return <PanelView panel={query.data} run={run} />;
  if (query.isPending) return <SkeletonRows />;
  return (
    <>
      <SectionHeader title={SECTION_TITLES.panels} />
      {isApiError(query.error, routes.getPanel, 'NOT_FOUND') ? (
        <Notice icon="users">
          <p role="alert" className="text-gray-700 dark:text-slate-300">
            {query.error.message}
          </p>
        </Notice>
      ) : (
        <LoadFailed message={PANELS_TEXTS.panelFailed} query={query} />
      )}
    </>
  );
}

/** /panels/{id}: one panel, its run and its summary. */
export default function PanelPage() {
  const { id = '' } = useParams();
  return (
    <PanelsGate header={<SectionHeader title={SECTION_TITLES.panels} />}>{() => <LoadedPanel key={id} id={id} />}</PanelsGate>
  );
}
