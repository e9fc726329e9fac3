import { routes } from '@persona/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

/** routes.signFileUrl: a short-lived download address for an order's attachment. */
export const fetchSignedUrl = (key: string) => callApi(routes.signFileUrl, { query: { key } });

/** Fetches the address on click (it expires in minutes) and opens it in a new tab. */
export function useOpenAttachment() {
  return useMutation({
    mutationFn: fetchSignedUrl,
    onSuccess: ({ url }) => {
      window.open(url, '_blank', 'noopener');
    },
  });
}
