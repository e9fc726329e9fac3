import { PANEL_TEXTS } from '@persona/shared';
import type { ReactNode } from 'react';
import { MembershipNotice } from '../../components/MembershipNotice';
import { useMayCall } from '../../lib/session/useMayCall';
import { useSession } from '../../lib/session/useSession';
import { PANELS_ROUTE } from './panel-access';
import { PANELS_TEXTS } from './panels-texts';

/** The panel screens for the 'test' membership and site admins; everyone else gets the notice in their place. */
export function PanelsGate({ header, children }: { header?: ReactNode; children: (accountId: string) => ReactNode }) {
  const { account } = useSession();
  const mayUsePanels = useMayCall(PANELS_ROUTE);
  if (!account || !mayUsePanels) {
    return (
      <>
        {header}
        <MembershipNotice icon="users" title={PANELS_TEXTS.unavailableTitle} message={PANEL_TEXTS.noTestMembership} linkLabel={PANELS_TEXTS.viewMembership} />
      </>
    );
  }
  return children(account.id);
}
