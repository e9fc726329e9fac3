import { Outlet } from 'react-router';
import { SessionProvider } from './SessionProvider';

/** The router's root: the session lives inside the router so that it can navigate on sign-out. */
export function SessionRoot() {
  return (
    <SessionProvider>
      <Outlet />
    </SessionProvider>
  );
}
