import { routes, type CreatePanelBody, type Panel, type PanelListItem } from '@persona/shared';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { streamApi } from '../../lib/stream-api';

/** The panel calls: the account's list, one panel, create, delete and the streamed run. */

const PANELS_KEY = ['panels'] as const;
const listKey = (accountId: string) => [...PANELS_KEY, 'list', accountId] as const;
const panelKey = (id: string) => [...PANELS_KEY, 'panel', id] as const;

/** Newest first, whatever order the answer came in. */
export const newestFirst = (panels: PanelListItem[]) => [...panels].sort((a, b) => b.createdAt - a.createdAt);

export const panelsQuery = (accountId: string) =>
  queryOptions({
    queryKey: listKey(accountId),
    queryFn: ({ signal }) => callApi(routes.listPanels, { params: { accountId }, signal }),
    select: newestFirst,
  });

export const panelQuery = (id: string) =>
  queryOptions({
    queryKey: panelKey(id),
    queryFn: ({ signal }) => callApi(routes.getPanel, { params: { id }, signal }),
    retry: false,
  });

export const createPanel = (body: CreatePanelBody) => callApi(routes.createPanel, { body });

export const deletePanel = (id: string) => callApi(routes.deletePanel, { params: { id } });

/** The run as it happens: started, delta…, answer…, summary, done (or error). Aborting the signal stops it. */
export const streamRun = (id: string, signal: AbortSignal) => streamApi(routes.runPanel, { params: { id }, signal });

/** Cache updates: a panel as the server last gave it; the lists refetched after a create, run or delete. */
export const panelsCache = (queryClient: QueryClient) => ({
  setPanel: (panel: Panel) => queryClient.setQueryData(panelKey(panel.id), panel),
  refreshPanel: (id: string) => queryClient.invalidateQueries({ queryKey: panelKey(id) }),
  removePanel: (id: string) => queryClient.removeQueries({ queryKey: panelKey(id) }),
  refreshLists: () => queryClient.invalidateQueries({ queryKey: [...PANELS_KEY, 'list'] }),
});
