import type { ReactNode } from 'react';
import { ADMIN_SCREENS, useMayCall } from '../../lib/session/useMayCall';
import { SECTION_TITLES, UI_TEXTS } from '../../lib/ui-texts';
import { SectionHeader } from '../SectionHeader';
import { NotAdminView } from './NotAdminView';

interface AdminFrameProps {
  /** The screen's <h1>. */
  title: string;
  description?: string;
  /** The screen's content: rendered (and so its data fetched) only for site admins. */
  children: ReactNode;
}

/**
 * The frame of every Admin screen: its header and content for site admins only. Anyone else gets a clear
 * page instead, and nothing is fetched. The sidebar hides the link (spec section 6); this covers a typed address.
 */
export function AdminFrame({ title, description, children }: AdminFrameProps) {
  if (!useMayCall(ADMIN_SCREENS)) return <NotAdminView />;
  return (
    <>
      <SectionHeader
        title={title}
        description={description}
        // Admin Orders and a member's Orders share their <h1>; the tab and history say which one this is.
        documentTitle={title === SECTION_TITLES.admin ? title : UI_TEXTS.adminDocumentTitle(title)}
      />
      {children}
    </>
  );
}
