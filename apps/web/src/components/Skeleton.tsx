import type { CSSProperties, ReactNode } from 'react';
import { UI_TEXTS } from '../lib/ui-texts';

/**
 * One grey placeholder block; its size and shape come from the caller (Tailwind classes). It pulses while what it
 * stands for loads; `pulse={false}` holds a place for what is not being loaded yet.
 */
export function SkeletonBlock({ className = '', style, pulse = true }: { className?: string; style?: CSSProperties; pulse?: boolean }) {
  return (
    <span
      aria-hidden="true"
      style={style}
      className={`block rounded-md bg-gray-200 dark:bg-slate-800 ${pulse ? 'animate-pulse motion-reduce:animate-none' : ''} ${className}`}
    />
  );
}

/**
 * The loading state of a list: placeholders in the shape of what will replace them, so the page keeps its
 * layout while it loads. Announced once as 'Loading'; the blocks themselves are hidden from assistive technology.
 */
export function Skeleton({ children, className = '', label = UI_TEXTS.loading }: { children: ReactNode; className?: string; label?: string }) {
  return (
    <div role="status" aria-label={label} aria-busy="true" data-skeleton="" data-loading-view="" className={className}>
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

/** Lines of text of alternating length. */
function LineBlocks({ lines }: { lines: number }) {
  return Array.from({ length: lines }, (_, index) => <SkeletonBlock key={index} className={`h-4 ${index % 2 === 0 ? 'w-5/6' : 'w-2/3'}`} />);
}

const BOX_CLASS = 'rounded-2xl border border-gray-200 bg-white dark:border-slate-800 dark:bg-slate-900/60';

/** Rows of a table or list, to place inside a Skeleton: a heading line and a shorter line each. */
export function SkeletonRowBlocks({ count = 5 }: { count?: number }) {
  return (
    <div className={`flex flex-col divide-y divide-gray-200 dark:divide-slate-800 ${BOX_CLASS}`}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex items-center gap-4 px-5 py-4">
          <div className="flex flex-1 flex-col gap-2">
            <SkeletonBlock className="h-4 w-1/2" />
            <SkeletonBlock className="h-3 w-1/3" />
          </div>
          <SkeletonBlock className="h-6 w-20 rounded-full" />
        </div>
      ))}
    </div>
  );
}

/** Rows of a table or list (Orders, Panels, the admin lists, credit history). */
export function SkeletonRows({ count = 5 }: { count?: number }) {
  return (
    <Skeleton>
      <SkeletonRowBlocks count={count} />
    </Skeleton>
  );
}

/** A card, notice or plan, to place inside a Skeleton: a heading line and shorter lines below it. */
export function SkeletonPanel({ lines = 3, className = '' }: { lines?: number; className?: string }) {
  return (
    <div className={`flex flex-col gap-3 p-5 ${BOX_CLASS} ${className}`}>
      <SkeletonBlock className="h-5 w-1/2" />
      <LineBlocks lines={lines} />
    </div>
  );
}

/** A few lines of text on their way (a report, a preview, a short list in a card). */
export function SkeletonLines({ lines = 3, className = '' }: { lines?: number; className?: string }) {
  return (
    <Skeleton className={`flex flex-col gap-3 ${className}`}>
      <LineBlocks lines={lines} />
    </Skeleton>
  );
}

/** One record or notice on its way (a checkout, a membership notice). */
export function SkeletonCard({ lines = 3, className = '' }: { lines?: number; className?: string }) {
  return (
    <Skeleton>
      <SkeletonPanel lines={lines} className={className} />
    </Skeleton>
  );
}

/** A form, to place inside a Skeleton: a label and a field per field, then its button. */
export function SkeletonFormBlocks({ fields = 3 }: { fields?: number }) {
  return (
    <div className="flex flex-col gap-5">
      {Array.from({ length: fields }, (_, index) => (
        <div key={index} className="flex flex-col gap-2">
          <SkeletonBlock className="h-4 w-1/3" />
          <SkeletonBlock className="h-10 w-full rounded-lg" />
        </div>
      ))}
      <SkeletonBlock className="h-10 w-full rounded-lg" />
    </div>
  );
}

/** A form waiting for what it needs (the order wizard's companies, an invitation); boxed: in a card of its own. */
export function SkeletonForm({ fields = 3, boxed = false, className = '' }: { fields?: number; boxed?: boolean; className?: string }) {
  return (
    <Skeleton className={`${boxed ? `p-6 ${BOX_CLASS}` : ''} ${className}`}>
      <SkeletonFormBlocks fields={fields} />
    </Skeleton>
  );
}

/**
 * A screen whose code or data is on its way: a title bar where its header comes, then blocks. The neutral
 * fallback of the routes; it is marked data-loading-view, so the footer stays below the fold (AppLayout).
 */
export function SkeletonPage() {
  return (
    <Skeleton className="flex flex-col">
      <div className="mb-8 flex flex-col gap-3 border-b border-gray-200 pb-6 dark:border-slate-800">
        <SkeletonBlock className="h-8 w-56 max-w-full" />
        <SkeletonBlock className="h-4 w-96 max-w-full" />
      </div>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, index) => (
          <SkeletonPanel key={index} />
        ))}
      </div>
    </Skeleton>
  );
}
