import { useNavigation } from 'react-router';

/** A thin bar at the top of the page while the next screen's code loads. */
export function NavigationProgress() {
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-indigo-500/20">
      <div className="h-full w-1/3 animate-pulse bg-indigo-500 dark:bg-indigo-400" />
    </div>
  );
}
