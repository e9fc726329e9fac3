import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { Notice } from '../../components/Notice';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { PATHS } from '../../lib/paths';
import { UI_TEXTS } from '../../lib/ui-texts';
import { MEMBERSHIP_TEXTS } from './membership-texts';

const backLink = (
  <Link to={PATHS.settingsMembership} className={buttonClass('primary')}>
    {MEMBERSHIP_TEXTS.backToMembership}
  </Link>
);

/** A checkout that is no longer open: already paid, or cancelled. Nothing to pay here. */
export function CheckoutClosed({ status }: { status: 'complete' | 'canceled' }) {
  return (
    <Notice icon={status === 'complete' ? 'check' : 'close'}>
      <p className="text-lg font-semibold text-gray-900 dark:text-white">
        {status === 'complete' ? MEMBERSHIP_TEXTS.checkoutPaid : MEMBERSHIP_TEXTS.checkoutCanceled}
      </p>
      {backLink}
    </Notice>
  );
}

/** A checkout that cannot be shown: unknown or another account's (404), or its load failed (Try Again). */
export function CheckoutUnavailable({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Notice icon="question" role="alert">
      <h2 className="text-lg font-semibold text-gray-900 dark:text-white">
        {missing ? MEMBERSHIP_TEXTS.checkoutNotFound : MEMBERSHIP_TEXTS.checkoutLoadFailed}
      </h2>
      <p className="text-gray-600 dark:text-slate-400">{errorMessage(error)}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {!missing && (
          <button type="button" onClick={onRetry} className={buttonClass('secondary')}>
            {UI_TEXTS.tryAgain}
          </button>
        )}
        {backLink}
      </div>
    </Notice>
  );
}
