import { MESSAGES } from '@persona/shared';
import { usePublicConfig } from '../lib/public-config';
import { ADMIN_SCREENS, useMayCall } from '../lib/session/useMayCall';
import { UI_TEXTS } from '../lib/ui-texts';
import { TEXT_LINK_CLASS } from './button-styles';
import { Icon } from './icons';
import { LoadFailed } from './LoadFailed';
import { Skeleton, SkeletonBlock } from './Skeleton';
import { Notice } from './Notice';
import { SectionHeader } from './SectionHeader';

/** The embedded page's height, which its loading placeholder takes too. */
const FRAME_SIZE_CLASS = 'h-[calc(100dvh-15rem)] min-h-[28rem]';

interface EmbeddedPageProps {
  /** The screen's section title. */
  title: string;
  /** The public setting that holds the page's address (COMMUNITY_URL, CHATBOT_URL on the server). */
  setting: 'communityUrl' | 'chatbotUrl';
  /** The frame's accessible title. */
  frameTitle: string;
  /**
   * What shows when the setting is empty: a friendly notice for customers, who cannot change the server's
   * settings, and for site admins which setting to set.
   */
  notConfigured: { customer: string; admin: string };
}

/**
 * A screen that embeds another site's page (/community, /chat): the section header with an 'Open in a new tab'
 * link, and the page in a frame as tall as the window. The frame may run the page's scripts, forms and pop-ups,
 * but not navigate the portal. The server's CSP allows exactly the configured origins as frame sources.
 */
export function EmbeddedPage({ title, setting, frameTitle, notConfigured }: EmbeddedPageProps) {
  const config = usePublicConfig();
  const isAdmin = useMayCall(ADMIN_SCREENS);
  const url = config.data?.[setting] ?? null;
  const openInNewTab = url && (
    <a href={url} target="_blank" rel="noopener noreferrer" className={`${TEXT_LINK_CLASS} inline-flex items-center gap-1.5 text-sm`}>
      {UI_TEXTS.openInNewTab}
      <Icon name="arrowRight" className="size-4 -rotate-45" />
    </a>
  );
  return (
    <>
      <SectionHeader title={title} actions={openInNewTab} />
      {config.isPending ? (
        <Skeleton>
          <SkeletonBlock className={`${FRAME_SIZE_CLASS} w-full rounded-2xl`} />
        </Skeleton>
      ) : config.isError ? (
        <LoadFailed message={MESSAGES.requestFailed} query={config} />
      ) : url ? (
        <iframe
          src={url}
          title={frameTitle}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads"
          allow="fullscreen; clipboard-write"
          className={`${FRAME_SIZE_CLASS} w-full rounded-2xl border border-gray-200 bg-white dark:border-slate-800 dark:bg-slate-900`}
        />
      ) : (
        <Notice icon="sparkles">
          <p className="max-w-md text-base font-medium text-gray-700 dark:text-slate-300">{isAdmin ? notConfigured.admin : notConfigured.customer}</p>
        </Notice>
      )}
    </>
  );
}
