/** A small spinning ring in the current text colour (inside buttons). */
export function Spinner({ className = 'size-4' }: { className?: string }) {
  return <span aria-hidden="true" className={`${className} animate-spin rounded-full border-2 border-current border-t-transparent`} />;
}
