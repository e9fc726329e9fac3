import { ONBOARDING_STEP_COUNT, TIMINGS } from '@persona/shared';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { TEXT_LINK_CLASS } from '../../components/button-styles';
import { Icon } from '../../components/icons';
import { PATHS } from '../../lib/paths';
import { useSession } from '../../lib/session/useSession';
import { ONBOARDING_TEXTS as T } from './onboarding-texts';
import { StepList } from './StepList';
import { useOnboarding } from './useOnboarding';
import { offersOnboarding, widgetView } from './widget-view';
import type { OnboardingStep } from './steps';

/**
 * The onboarding widget (spec section 2 and 4): a floating card at the bottom right that appears
 * `showAt` (TIMINGS.onboardingShowMs after the shell mounted: index.tsx) for an active account that is not onboarded, with the progress counter
 * and the guide, collapsed by default (on a phone a small pill). After the last step the account is marked
 * onboarded and the card says "You're all set!" for TIMINGS.onboardingHideMs, then goes for good. While it is
 * there it keeps a strip of its height free under the page, so it never sits on the page's last controls.
 * Collapsed it is a small pill; the toggle comes first in tab order (the guide opens above it), and Escape closes
 * the guide and gives the focus back to the toggle.
 */
export default function OnboardingWidget({ showAt }: { showAt: number }) {
  const { status } = useSession();
  const { account, progress, onboarded, completing, takeStep } = useOnboarding();
  const offered = offersOnboarding(status, account);
  const [revealed, setRevealed] = useState(false);
  const [hidden, setHidden] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const view = widgetView({ revealed, hidden, offered, onboarded });
  const guideId = useId();
  const toggleButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!offered || revealed) return;
    const timer = setTimeout(() => setRevealed(true), Math.max(0, showAt - performance.now()));
    return () => clearTimeout(timer);
  }, [offered, revealed, showAt]);

  // A layout effect: the 3 s count from the commit that shows "You're all set!". A passive effect runs after the
  // paint, and after a transition's render (the navigation home is one) that can be much later on a busy device.
  useLayoutEffect(() => {
    if (view !== 'allSet') return;
    const timer = setTimeout(() => setHidden(true), TIMINGS.onboardingHideMs);
    return () => clearTimeout(timer);
  }, [view]);

  if (view === 'none') return null;

  const onTake = (step: OnboardingStep) => {
    // The step's page is what the user wants to see now.
    setExpanded(false);
    takeStep(step);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !expanded) return;
    setExpanded(false);
    toggleButton.current?.focus();
  };
  return (
    <>
      {/* The strip under the footer: scrolled to the end, nothing of the page lies under the card. */}
      <div aria-hidden="true" className="h-16 shrink-0" />
      <aside
        aria-label={T.widget}
        onKeyDown={onKeyDown}
        className="fixed right-4 bottom-4 z-20 flex max-w-[calc(100vw-2rem)] flex-col-reverse items-end gap-2"
      >
        {view === 'allSet' ? (
          <p
            role="status"
            className="flex items-center gap-3 rounded-2xl border border-emerald-200 bg-white px-4 py-3 text-sm font-semibold text-gray-900 shadow-xl sm:w-72 dark:border-emerald-500/40 dark:bg-slate-900 dark:text-white"
          >
            <span className="grid size-8 shrink-0 place-items-center rounded-full bg-emerald-500 text-white">
              <Icon name="check" className="size-4" />
            </span>
            <span className="flex flex-col">
              <strong>{T.allSet}</strong>
              <span className="font-normal text-gray-600 dark:text-slate-400">{T.allSetHint}</span>
            </span>
          </p>
        ) : (
          <button
            ref={toggleButton}
            type="button"
            aria-expanded={expanded}
            aria-controls={expanded ? guideId : undefined}
            title={expanded ? T.hideGuide : T.showGuide}
            onClick={() => setExpanded((value) => !value)}
            className="flex items-center gap-2.5 rounded-full border border-indigo-200 bg-white py-1.5 pr-3 pl-1.5 text-left text-sm font-semibold shadow-lg transition hover:border-indigo-400 dark:border-indigo-500/40 dark:bg-slate-900 dark:hover:border-indigo-400"
          >
            {/* A pill, not a card: it covers as little of the page as it can (the strip above keeps the end clear). */}
            <span className="grid size-7 shrink-0 place-items-center rounded-full bg-indigo-600 text-white dark:bg-indigo-500">
              <Icon name="sparkles" className="size-4" />
            </span>
            <span className="sr-only text-gray-900 sm:not-sr-only dark:text-white">{T.widgetTitle}</span>{' '}
            <span className="text-indigo-700 tabular-nums dark:text-indigo-300">{T.progress(progress, ONBOARDING_STEP_COUNT)}</span>
            <Icon name="chevron" className={`size-4 text-gray-500 transition-transform dark:text-slate-400 ${expanded ? '' : 'rotate-180'}`} />
          </button>
        )}
        {/* After the toggle in the DOM (so in tab order), above it on screen. */}
        {view === 'guide' && expanded && (
          <div
            id={guideId}
            className="max-h-[min(34rem,calc(100dvh-7rem))] w-[min(24rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl border border-gray-200 bg-white p-4 shadow-2xl dark:border-slate-700 dark:bg-slate-900"
          >
            <StepList progress={progress} completing={completing} onTake={onTake} variant="compact" />
            <Link to={PATHS.onboarding} onClick={() => setExpanded(false)} className={`${TEXT_LINK_CLASS} mt-4 inline-block text-sm`}>
              {T.openGuide}
            </Link>
          </div>
        )}
      </aside>
    </>
  );
}
