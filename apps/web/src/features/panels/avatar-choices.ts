import type { LibraryAvatar } from '@persona/shared';
import type { ReactNode } from 'react';

/**
 * The avatars the New Panel form picks from: the Avatar Library's own filter bar and its filtered pages, handed
 * in by the route (app/routes/NewPanelRoute.tsx composes the two features).
 */
export interface AvatarChoices {
  /** The library's Company / Campaign filter bar. */
  filterBar: ReactNode;
  /** The avatars matching the filters, fetched so far. */
  avatars: readonly LibraryAvatar[];
  loading: boolean;
  /** Shown instead of the avatars when they could not be loaded (the library's inline error with Try Again). */
  failure: ReactNode;
  /** The library holds no avatar at all. */
  empty: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/** A picked avatar: what the form shows of it even when the filters hide it. */
export interface PickedAvatar {
  id: string;
  name: string;
  img: string;
}
