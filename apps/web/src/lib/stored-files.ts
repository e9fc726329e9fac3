import { routes } from '@persona/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from './api-client';

/** routes.signFileUrl: a short-lived download address for a stored file of the account (an attachment, a source). */
export const fetchSignedUrl = (key: string) => callApi(routes.signFileUrl, { query: { key } });

/** Fetches the address on click (it expires in minutes) and opens it in a new tab. */
export function useOpenStoredFile() {
  return useMutation({
    mutationFn: fetchSignedUrl,
    onSuccess: ({ url }) => {
      window.open(url, '_blank', 'noopener');
    },
  });
}
