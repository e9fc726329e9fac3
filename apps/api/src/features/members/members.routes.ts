import { endpoints } from '@persona/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/http/route';
import { actorOf } from '../activity';
import { removeMember, transferOwnership, type PeopleChange } from './members.service';

/** An account's people: the owner's transfer and removal, a member's leaving, and the same for site admins. */
export const membersRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  // The removed person's cached identity is forgotten on every process, so their next call is refused at once.
  const remove = async (change: PeopleChange, userId: string, action: 'member.removed' | 'member.left') => {
    await removeMember(db, change, userId, action);
    await app.identityCache.clear({ userId });
    await app.identityCache.clear({ accountId: change.accountId });
  };
  const transfer = async (change: PeopleChange, userId: string) => {
    const account = await transferOwnership(db, change, userId);
    await app.identityCache.clear({ accountId: account.id });
    return account;
  };

  route(app, endpoints.transferOwnership, {
    owner: { account: ({ params }) => params.id, mode: 'write', refused: 'You can only hand on your own account.' },
    handler: ({ caller, params, body }) => transfer({ accountId: params.id, actor: actorOf(caller, params.id) }, body.userId),
  });

  route(app, endpoints.removeMember, {
    owner: { account: ({ params }) => params.id, mode: 'write', refused: 'You can only remove members of your own account.' },
    handler: ({ caller, params }) => remove({ accountId: params.id, actor: actorOf(caller, params.id) }, params.userId, 'member.removed'),
  });

  route(app, endpoints.leaveAccount, {
    owner: { account: ({ params }) => params.id, mode: 'write', refused: 'You can only leave your own account.' },
    handler: ({ caller, params }) => remove({ accountId: params.id, actor: actorOf(caller, params.id) }, caller.user.id, 'member.left'),
  });

  route(app, endpoints.adminTransferOwnership, {
    handler: ({ caller, params, body }) => transfer({ accountId: params.id, actor: actorOf(caller, params.id) }, body.userId),
  });

  route(app, endpoints.adminRemoveMember, {
    handler: ({ caller, params }) => remove({ accountId: params.id, actor: actorOf(caller, params.id) }, params.userId, 'member.removed'),
  });
};
