import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ThemeProvider } from '../lib/theme/ThemeProvider';
import { queryClient } from './query-client';

/**
 * App-wide state outside the router: the query cache and the theme. The session lives at the router's root
 * (lib/session/SessionRoot) so that signing out can navigate; it clears this cache on sign-out.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>{children}</ThemeProvider>
    </QueryClientProvider>
  );
}
