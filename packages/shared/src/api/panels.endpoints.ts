import { z } from 'zod';
import { createPanelBodySchema, panelAccountParamsSchema, panelIdParamsSchema, panelListItemSchema, panelSchema, panelStreamEventSchema } from '../schemas/panels';
import { defineEndpoint } from './endpoint';
import { panelsRoutes } from './panels.route-table';

/** Panels: one question or asset in front of several avatars. As chat: a membership CHAT_MEMBERSHIPS lists ('test' by default), the avatars' own account. */
export const panelsEndpoints = {
  listPanels: defineEndpoint({
    ...panelsRoutes.listPanels,
    params: panelAccountParamsSchema,
    response: z.array(panelListItemSchema),
  }),
  createPanel: defineEndpoint({
    ...panelsRoutes.createPanel,
    body: createPanelBodySchema,
    response: panelSchema,
  }),
  getPanel: defineEndpoint({
    ...panelsRoutes.getPanel,
    params: panelIdParamsSchema,
    response: panelSchema,
  }),
  deletePanel: defineEndpoint({
    ...panelsRoutes.deletePanel,
    params: panelIdParamsSchema,
  }),
  runPanel: defineEndpoint({
    ...panelsRoutes.runPanel,
    params: panelIdParamsSchema,
    events: panelStreamEventSchema,
  }),
};
