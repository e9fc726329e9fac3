import { routes } from '@persona/shared';
import { callApi } from '../../lib/api-client';

/** routes.uploadPortrait (multipart, field "file"): stores one JPEG and answers its img id. */
export function uploadPortrait(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return callApi(routes.uploadPortrait, { body: form });
}
