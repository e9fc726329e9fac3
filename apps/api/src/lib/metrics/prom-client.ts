import type * as PromClientModule from 'prom-client';
import { loadOnce } from '../load-once';

/**
 * prom-client, loaded by the first app that collects metrics (METRICS_TOKEN set): a server without the token never
 * loads it. The metric builders take it as an argument, since a static import of it would be loaded at every start.
 */
export type PromClient = typeof PromClientModule;

export const loadPromClient = loadOnce((): Promise<PromClient> => import('prom-client'));
