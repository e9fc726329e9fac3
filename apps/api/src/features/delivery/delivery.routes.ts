import { endpoints, PORTRAIT_MAX_BYTES, PORTRAIT_MESSAGES } from '@persona/shared';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors';
import { resolveAuthSecret } from '../../lib/app-secret';
import { streamEvents } from '../../lib/http/event-stream';
import { route } from '../../lib/http/route';
import { acceptUploads, readUpload } from '../../lib/http/upload';
import { retryAfterHeader } from '../../lib/rate-limiter';
import { avatarLinks, createPortraitCopies, findAvatar, portraitKey, toLibraryAvatar } from '../avatars';
import { markdownToSafeHtml } from '../blueprints';
import { checkOrderClaims, supportJudge } from '../evidence';
import { orderEvidence, setOpenOrderStatus } from '../orders';
import { listOpenOrders } from './open-orders.queries';
import { checkPortrait } from './portrait-check';
import { deliverOrder, type DeliveryDeps } from './delivery.service';
import { draftBlueprint, draftModelName } from './draft.service';

/** Site admins deliver ordered Blueprints (access 'admin' on every route). */
export const deliveryRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const deps: DeliveryDeps = { db, storage: app.storage, mail: app.mail, appUrl: app.config.appUrl, draftModel: draftModelName(app.config), judge: supportJudge(app.config, app.metrics.models) };
  await acceptUploads(app, PORTRAIT_MAX_BYTES);
  retryAfterHeader(app);
  const copies = createPortraitCopies(app.storage, app.log);

  route(app, endpoints.listOpenOrders, { handler: async () => listOpenOrders(db) });

  route(app, endpoints.setOrderStatus, {
    handler: async ({ params, body }) => {
      const order = await setOpenOrderStatus(db, params.id, body.status);
      if (!order) throw new AppError('NOT_FOUND', 'This open order does not exist.');
      return order;
    },
  });

  route(app, endpoints.uploadPortrait, {
    handler: async ({ request }) => {
      const { bytes } = await readUpload(request, { missing: 'Choose a JPEG portrait to upload.', tooLarge: PORTRAIT_MESSAGES.tooLarge });
      await checkPortrait(bytes);
      const img = crypto.randomUUID();
      await app.storage.put(portraitKey(img), bytes, 'image/jpeg');
      await copies.prepare(img, { data: bytes, contentType: 'image/jpeg' });
      return { img };
    },
  });

  route(app, endpoints.deliverOrder, {
    handler: async ({ caller, params, body }) => {
      const avatar = await deliverOrder(deps, params.id, body, caller);
      const delivered = await findAvatar(db, avatar.id);
      if (!delivered) throw new AppError('NOT_FOUND', 'This avatar does not exist.');
      return toLibraryAvatar(delivered, avatarLinks(resolveAuthSecret(app.config))(delivered.avatar.accountId));
    },
  });

  // Refusals before the model's first words (access, a missing or delivered order, no model, a model that fails
  // at once) are JSON errors; once the draft streams, a failure is its last event.
  route(app, endpoints.draftBlueprint, {
    handler: async ({ caller, params, request, reply }) =>
      streamEvents(endpoints.draftBlueprint, request, reply, 'the Blueprint draft', async (send, stopped) => {
        const deps = { db, config: app.config, budget: app.answerBudget, metrics: app.metrics.models };
        const { draft, model } = await draftBlueprint(deps, { userId: caller.user.id }, params.id, { stopped, onPartial: (partial) => send({ type: 'partial', draft: partial }) });
        send({ type: 'done', draft, model });
      }),
  });

  route(app, endpoints.checkClaims, { handler: async ({ params, body }) => checkOrderClaims(db, deps.judge, params.id, body.claims) });

  route(app, endpoints.getOrderEvidence, {
    handler: async ({ params }) => {
      const evidence = await orderEvidence(db, params.id);
      if (!evidence) throw new AppError('NOT_FOUND', 'This order does not exist.');
      return evidence;
    },
  });

  // Rendered by the document page's own function, so the form's preview is what the customer will read.
  route(app, endpoints.previewBlueprint, { handler: async ({ body }) => ({ html: await markdownToSafeHtml(body.markdown) }) });
};
