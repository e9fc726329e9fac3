import type { ReactNode } from 'react';
import { SkeletonPage } from '../../components/Skeleton';
import { useGate } from '../../lib/session/useMayCall';
import { useSession } from '../../lib/session/useSession';
import { ChatGateNotice } from '../membership';
import { PANELS_ROUTE } from './panel-access';

/** The panel screens for memberships CHAT_MEMBERSHIPS lists and site admins; everyone else gets the notice in their place. */
export function PanelsGate({ header, children }: { header?: ReactNode; children: (accountId: string) => ReactNode }) {
  const { account } = useSession();
  const gate = useGate(PANELS_ROUTE);
  if (gate === 'pending') return <SkeletonPage />;
  if (!account || gate === 'closed') {
    return (
      <>
        {header}
        <ChatGateNotice feature="panels" />
      </>
    );
  }
  return children(account.id);
}
