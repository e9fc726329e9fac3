import type { SignedUrl } from '@persona/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';

/** GET /api/files/signed-url: a short-lived download address for an order's attachment. */
export const fetchSignedUrl = (key: string) => apiFetch<SignedUrl>(`/files/signed-url?key=${encodeURIComponent(key)}`);

/** Fetches the address on click (it expires in minutes) and opens it in a new tab. */
export function useOpenAttachment() {
  return useMutation({
    mutationFn: fetchSignedUrl,
    onSuccess: ({ url }) => {
      window.open(url, '_blank', 'noopener');
    },
  });
}
