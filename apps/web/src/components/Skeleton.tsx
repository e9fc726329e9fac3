import type { CSSProperties, ReactNode } from 'react';
import { UI_TEXTS } from '../lib/ui-texts';

/** One grey placeholder block; its size and shape come from the caller (Tailwind classes). */
export function SkeletonBlock({ className = '', style }: { className?: string; style?: CSSProperties }) {
  return <span aria-hidden="true" style={style} className={`block animate-pulse rounded-md bg-gray-200 motion-reduce:animate-none dark:bg-slate-800 ${className}`} />;
}

/**
 * The loading state of a list: placeholders in the shape of what will replace them, so the page keeps its
 * layout while it loads. Announced once as 'Loading'; the blocks themselves are hidden from assistive technology.
 */
export function Skeleton({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div role="status" aria-label={UI_TEXTS.loading} aria-busy="true" data-skeleton="" data-loading-view="" className={className}>
      {children}
    </div>
  );
}

/** Cards of a grid (the Avatar Library): a picture and three lines each. */
export function SkeletonCards({ count = 8, className = '' }: { count?: number; className?: string }) {
  return (
    <Skeleton className={className}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-2xl border border-gray-200 bg-white dark:border-slate-800 dark:bg-slate-900/60">
          <SkeletonBlock className="aspect-[4/3] w-full rounded-none" />
          <div className="flex flex-col gap-2 p-3">
            <SkeletonBlock className="h-5 w-2/3" />
            <SkeletonBlock className="h-4 w-1/3" />
            <SkeletonBlock className="h-4 w-5/6" />
          </div>
        </div>
      ))}
    </Skeleton>
  );
}

/** Rows of a table or list (Orders, Panels): a heading line and a shorter line each. */
export function SkeletonRows({ count = 5 }: { count?: number }) {
  return (
    <Skeleton className="flex flex-col divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900/60">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex items-center gap-4 px-5 py-4">
          <div className="flex flex-1 flex-col gap-2">
            <SkeletonBlock className="h-4 w-1/2" />
            <SkeletonBlock className="h-3 w-1/3" />
          </div>
          <SkeletonBlock className="h-6 w-20 rounded-full" />
        </div>
      ))}
    </Skeleton>
  );
}
