import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useTheme } from '../lib/theme/useTheme';
import { Footer } from './Footer';
import { LogoFull } from './logo/LogoFull';

/** The signed-out frame of the login screen: logo, centred content, footer; no app navigation. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { dark } = useTheme();
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-br from-indigo-50 via-gray-50 to-white dark:from-slate-950 dark:via-slate-950 dark:to-indigo-950/50">
      <main id="main" className="flex flex-1 flex-col items-center justify-center px-4 py-12">
        <div className="mb-8 flex justify-center">
          <LogoFull variant={dark ? 'dark' : 'light'} className="h-10" />
        </div>
        <div className="flex w-full flex-col items-center">{children ?? <Outlet />}</div>
      </main>
      <Footer />
    </div>
  );
}
