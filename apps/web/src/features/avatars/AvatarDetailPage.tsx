import { capitalizeWords } from '@persona/shared';
import { lazy, Suspense, useDeferredValue } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { LoadFailed } from '../../components/LoadFailed';
import { Skeleton, SkeletonBlock } from '../../components/Skeleton';
import { SectionHeader } from '../../components/SectionHeader';
import { SECTION_TITLES } from '../../lib/ui-texts';
import { AvatarFidelityCard } from '../fidelity';
import { useAvatarActions } from './avatar-actions';
import { snapshotToCard } from './avatar-display';
import { useAvatar } from './avatar-detail-api';
import { AvatarCard } from './AvatarCard';
import { AvatarNotFound } from './AvatarNotFound';
import { AVATARS_TEXTS } from './avatars-texts';
import { BackButton } from './BackButton';
import { ChatLink } from './ChatLink';
import { DocumentFrame } from './DocumentFrame';
import { RefreshLink } from './RefreshLink';

/** The chart's code (visx, 11 KB) loads only for an avatar with evidence to draw, not with every avatar's page. */
const CoverageChart = lazy(() => import('./CoverageChart').then(({ CoverageChart }) => ({ default: CoverageChart })));

const DETAIL_GRID = 'grid items-start gap-6 lg:grid-cols-[minmax(0,20rem)_1fr]';

/** The page's shape while the avatar loads: the card beside the document. */
const DetailSkeleton = () => (
  <Skeleton className={DETAIL_GRID}>
    <SkeletonBlock className="aspect-square w-full rounded-2xl" />
    <SkeletonBlock className="h-[60vh] w-full rounded-2xl" />
  </Skeleton>
);

/**
 * /avatarDetail/{id} (spec section 2): the avatar's card and its document inline, with its table of contents; Back,
 * and Chat for 'test'. Titled by the avatar's name, under the screen's title 'Avatar' as a label (the screen's
 * title alone while there is no avatar to name; the label's line is kept, empty, while it loads).
 */
export default function AvatarDetailPage() {
  const { id = '' } = useParams();
  // Drawn from a deferred copy of the answer, as the library's cards are (AvatarLibraryPage): the card and the
  // document come in slices, not in the one long task of the query cache's urgent update.
  const query = useDeferredValue(useAvatar(id));
  const { data: snapshot, error } = query;
  const actions = useAvatarActions();
  const name = snapshot ? capitalizeWords(snapshot.name) : null;

  return (
    <>
      <SectionHeader
        title={name ?? SECTION_TITLES.avatar}
        label={name ? SECTION_TITLES.avatar : undefined}
        labelPending={!snapshot && !error}
        description={AVATARS_TEXTS.detailDescription}
        actions={
          <>
            <BackButton />
            {snapshot && <RefreshLink avatar={snapshot} />}
            {snapshot && name && <ChatLink id={snapshot.id} name={name} />}
          </>
        }
        // Refresh and Chat join Back as the avatar and the portal's settings arrive: on a line of their own on a
        // phone, Back alone beside the short title never drops to the next line when they come.
        actionsOwnLine
      />
      {snapshot ? (
        // The page stays its skeleton while the chart's code loads: drawn later, the chart would push the card's
        // neighbours down.
        <Suspense fallback={<DetailSkeleton />}>
          <div className={DETAIL_GRID}>
            {/* The wrapper keeps the card at its own height (it fills its cell in the library grid). */}
            <div>
              <AvatarCard avatar={snapshotToCard(snapshot)} actions={actions} eager />
              {snapshot.evidence && snapshot.evidence.total > 0 && (
                <section aria-label={AVATARS_TEXTS.evidence} className="mt-4 rounded-2xl border border-gray-200 bg-white px-4 py-3 text-sm shadow-sm dark:border-slate-800 dark:bg-slate-900/60">
                  <h2 className="mb-2 font-semibold text-gray-900 dark:text-white">{AVATARS_TEXTS.evidence}</h2>
                  <CoverageChart coverage={snapshot.evidence} />
                </section>
              )}
              <AvatarFidelityCard avatarId={snapshot.id} />
            </div>
            <DocumentFrame url={snapshot.data.docUrl} name={name ?? ''} />
          </div>
        </Suspense>
      ) : error instanceof ApiError && error.status === 404 ? (
        <AvatarNotFound error={error} />
      ) : error ? (
        <LoadFailed message={AVATARS_TEXTS.avatarFailed} query={query} />
      ) : (
        <DetailSkeleton />
      )}
    </>
  );
}
