import type { PortraitUpload } from '@persona/shared';
import { apiFetch } from '../../lib/api-client';

/** POST /api/admin/portraits (multipart, field "file"): stores one JPEG and answers its img id. */
export function uploadPortrait(file: File): Promise<PortraitUpload> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiFetch<PortraitUpload>('/admin/portraits', { method: 'POST', body: form });
}
