import { useContext } from 'react';
import { SessionContext } from './session-context';
import type { SessionState } from './session-state';

export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
