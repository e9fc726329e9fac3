import type { DangerQuestion } from '../../components/alerts';

/**
 * Texts of the account's people actions, which the spec does not have (its team screen has no actions: the delete
 * did nothing, docs/decisions.md "Removing a member").
 */
export const PEOPLE_TEXTS = {
  owner: 'Owner',
  makeOwner: 'Make owner',
  remove: 'Remove',
  revoke: 'Revoke',
  leave: 'Leave account',
  makeOwnerLabel: (who: string) => `Make owner ${who}`,
  removeLabel: (who: string) => `Remove ${who}`,
  revokeLabel: (email: string) => `Revoke ${email}`,
  confirmRemove: (who: string): DangerQuestion => ({
    title: 'Remove member',
    text: `Remove ${who} from this account? They are signed out at once; what they made stays with the account.`,
    confirm: 'Remove',
  }),
  confirmMakeOwner: (who: string): DangerQuestion => ({
    title: 'Hand over the account',
    text: `Make ${who} the owner of this account? The owner alone removes members and hands the account on.`,
    confirm: 'Make owner',
  }),
  confirmRevoke: (email: string): DangerQuestion => ({
    title: 'Revoke invitation',
    text: `Revoke the invitation to ${email}? Its link will no longer work.`,
    confirm: 'Revoke',
  }),
  confirmLeave: {
    title: 'Leave account',
    text: 'Leave this account? You are signed out and can no longer see its avatars, orders or companies.',
    confirm: 'Leave',
  } satisfies DangerQuestion,
  removed: (who: string) => `${who} was removed from the account.`,
  ownerNow: (who: string) => `${who} is now the owner of the account.`,
  revoked: (email: string) => `The invitation to ${email} was revoked.`,
} as const;
