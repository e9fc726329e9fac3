import { TEXT_LINK_CLASS } from '../../components/button-styles';
import { UI_TEXTS } from '../../lib/ui-texts';
import { FIDELITY_TEXTS } from './fidelity-texts';

/**
 * The latest report could not be read: said in place with Try again, without the alert a screen's own failed load
 * raises, since the page around it (the avatar, the delivery form) works without it.
 */
export function ReportLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <p role="status" className="text-sm text-red-700 dark:text-red-300">
      {FIDELITY_TEXTS.loadFailed}{' '}
      <button type="button" onClick={onRetry} className={TEXT_LINK_CLASS}>
        {UI_TEXTS.tryAgain}
      </button>
    </p>
  );
}
