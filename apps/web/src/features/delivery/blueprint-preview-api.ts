import { routes } from '@persona/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

/** routes.previewBlueprint: the server renders and sanitises, so the web app carries no Markdown library. */
export const fetchBlueprintPreview = (markdown: string, signal?: AbortSignal) =>
  callApi(routes.previewBlueprint, { body: { markdown }, signal });

/**
 * Keyed by the text itself: going back to an unchanged section shows the cached rendering at once; while a new
 * text renders, the last rendering stays (no spinner flashing as one types).
 */
export const blueprintPreviewQuery = (markdown: string) =>
  queryOptions({
    queryKey: ['admin', 'blueprint-preview', markdown],
    enabled: markdown.trim() !== '',
    queryFn: ({ signal }) => fetchBlueprintPreview(markdown, signal),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });

export const useBlueprintPreview = (markdown: string) => useQuery(blueprintPreviewQuery(markdown));
