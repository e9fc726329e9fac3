import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { useMediaQuery, WIDE_SCREEN } from '../../lib/useMediaQuery';

/**
 * The phone drawer's open flag. It remembers the path it was opened on, so any navigation closes it (a link in the
 * drawer, the logo, the browser's Back), and it is never open on a wide screen, where the sidebar shows.
 */
export function usePhoneMenu() {
  const wide = useMediaQuery(WIDE_SCREEN);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const openMenu = useCallback(() => setOpenedAt(pathname), [pathname]);
  const closeMenu = useCallback(() => setOpenedAt(null), []);
  return { wide, open: !wide && openedAt === pathname, openMenu, closeMenu };
}

export type PhoneMenu = ReturnType<typeof usePhoneMenu>;
