import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { showOops } from '../../components/alerts';
import { AUTH_TEXTS } from '../ui-texts';
import { GOOGLE_RETURN } from './google-return';

export type GoogleReturn = 'success' | 'failure' | null;

/**
 * Whether this page load is the browser coming back from Google (`/?auth=google` or `/?auth=google-error`).
 * Removes the marker from the address, and alerts a failure (the spec only logs it; we tell the user).
 */
export function useGoogleReturn(): GoogleReturn {
  const [searchParams, setSearchParams] = useSearchParams();
  const [result] = useState<GoogleReturn>(() => {
    const value = searchParams.get(GOOGLE_RETURN.param);
    if (value === GOOGLE_RETURN.success) return 'success';
    if (value === GOOGLE_RETURN.failure) return 'failure';
    return null;
  });

  const handled = useRef(false);
  useEffect(() => {
    if (handled.current || result === null) return;
    handled.current = true;
    setSearchParams(
      (params) => {
        params.delete(GOOGLE_RETURN.param);
        return params;
      },
      { replace: true },
    );
    if (result === 'failure') void showOops(AUTH_TEXTS.googleFailed);
  }, [result, setSearchParams]);

  return result;
}
