import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmDanger, showOops } from '../../components/alerts';
import { errorMessage } from '../../lib/error-message';
import { PATHS } from '../../lib/paths';
import { deletePanel, panelsCache } from './panels-api';
import { PANELS_TEXTS } from './panels-texts';

/** Delete, once confirmed: the panel goes from the server and the caches, and the screen goes back to /panels. */
export function usePanelDelete(id: string) {
  const cache = panelsCache(useQueryClient());
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (busy || !(await confirmDanger({ text: `${PANELS_TEXTS.deleteTitle} ${PANELS_TEXTS.deleteText}` }))) return;
    setBusy(true);
    try {
      await deletePanel(id);
      await cache.refreshLists();
      await navigate(PATHS.panels, { replace: true });
      cache.removePanel(id);
    } catch (error) {
      void showOops(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return { remove, busy };
}
