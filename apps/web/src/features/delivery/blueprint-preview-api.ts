import type { BlueprintPreview } from '@persona/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';

/** POST /api/admin/blueprints/preview: the server renders and sanitises, so the web app carries no Markdown library. */
export const fetchBlueprintPreview = (markdown: string, signal?: AbortSignal) =>
  apiFetch<BlueprintPreview>('/admin/blueprints/preview', { method: 'POST', body: { markdown }, signal });

/** Keyed by the text itself: toggling back to an unchanged section shows the cached rendering at once. */
export const blueprintPreviewQuery = (markdown: string) =>
  queryOptions({
    queryKey: ['admin', 'blueprint-preview', markdown],
    enabled: markdown.trim() !== '',
    queryFn: ({ signal }) => fetchBlueprintPreview(markdown, signal),
    staleTime: Infinity,
  });

export const useBlueprintPreview = (markdown: string) => useQuery(blueprintPreviewQuery(markdown));
