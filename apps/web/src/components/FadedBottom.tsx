/**
 * A gradient that fades content out at the bottom edge of a scrolling view.
 * Put it last inside the scrolling content; it sticks to the visible bottom edge while more content follows, and
 * at the end it rests in room of its own below the content, so the last row is never faded (nor looks disabled).
 */
export function FadedBottom({ className = 'h-16' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      data-testid="faded-bottom"
      className={`pointer-events-none sticky bottom-0 bg-linear-to-t from-gray-50 to-transparent dark:from-slate-950 ${className}`}
    />
  );
}
