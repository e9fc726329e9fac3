import { personName } from '@persona/shared';
import { SectionHeader } from '../../components/SectionHeader';
import { formatLongDate } from '../../lib/dates';
import { useCurrentAccount } from '../../lib/session/current-account';
import { useSession } from '../../lib/session/useSession';
import { SECTION_TITLES } from '../../lib/ui-texts';
import { AddUserForm } from './AddUserForm';
import { ConfirmedAction } from './ConfirmedAction';
import { OwnerMark } from './OwnerMark';
import { PEOPLE_TEXTS } from './people-texts';
import { useAccountUsers, useInvitations, useLeaveAccount, useRemoveMember, useRevokeInvitation, useTransferOwnership } from './team-api';
import { TeamRow, TeamSection } from './TeamSection';

/**
 * /settings/team: invite colleagues and see who is pending and who is in. The owner removes members, hands the
 * account on and revokes invitations; every other member may leave (docs/decisions.md, "Removing a member").
 */
export default function TeamPage() {
  const { user } = useSession();
  const account = useCurrentAccount();
  const accountId = account?.id ?? '';
  const invitations = useInvitations(accountId);
  const users = useAccountUsers(accountId);
  const transfer = useTransferOwnership(accountId);
  const remove = useRemoveMember(accountId);
  const revoke = useRevokeInvitation(accountId);
  const leave = useLeaveAccount(accountId);
  const isOwner = !!user && account?.ownerId === user.id;

  return (
    <>
      <SectionHeader title={SECTION_TITLES.team} description="Invite colleagues into your workspace by email." />
      <div className="flex flex-col gap-6">
        <AddUserForm accountId={accountId} />
        <TeamSection title="Pending Invitations" empty="No pending invitations." query={invitations}>
          {(invitations.data ?? []).map((invitation) => (
            <TeamRow
              key={invitation.token}
              primary={invitation.email}
              secondary={`Invited ${formatLongDate(invitation.timestamp)}`}
              actions={
                isOwner && (
                  <ConfirmedAction
                    label={PEOPLE_TEXTS.revokeLabel(invitation.email)}
                    question={PEOPLE_TEXTS.confirmRevoke(invitation.email)}
                    run={() => revoke.mutateAsync(invitation.token)}
                    done={PEOPLE_TEXTS.revoked(invitation.email)}
                  >
                    {PEOPLE_TEXTS.revoke}
                  </ConfirmedAction>
                )
              }
            />
          ))}
        </TeamSection>
        <TeamSection title="Active Users" empty="No users yet." query={users}>
          {(users.data ?? []).map((member) => {
            const name = personName(member.name, member.lastname);
            const isMe = member.id === user?.id;
            const ownsAccount = member.id === account?.ownerId;
            return (
              <TeamRow
                key={member.id}
                primary={
                  <>
                    <span>{`${name}${isMe ? ' (you)' : ''}`}</span>
                    {ownsAccount && <OwnerMark />}
                  </>
                }
                secondary={member.email}
                actions={
                  <>
                    {isOwner && !ownsAccount && (
                      <>
                        <ConfirmedAction
                          label={PEOPLE_TEXTS.makeOwnerLabel(name)}
                          question={PEOPLE_TEXTS.confirmMakeOwner(name)}
                          run={() => transfer.mutateAsync(member.id)}
                          done={PEOPLE_TEXTS.ownerNow(name)}
                        >
                          {PEOPLE_TEXTS.makeOwner}
                        </ConfirmedAction>
                        <ConfirmedAction
                          label={PEOPLE_TEXTS.removeLabel(name)}
                          question={PEOPLE_TEXTS.confirmRemove(name)}
                          run={() => remove.mutateAsync(member.id)}
                          done={PEOPLE_TEXTS.removed(name)}
                        >
                          {PEOPLE_TEXTS.remove}
                        </ConfirmedAction>
                      </>
                    )}
                    {isMe && !ownsAccount && (
                      <ConfirmedAction label={PEOPLE_TEXTS.leave} question={PEOPLE_TEXTS.confirmLeave} run={() => leave.mutateAsync()}>
                        {PEOPLE_TEXTS.leave}
                      </ConfirmedAction>
                    )}
                  </>
                }
              />
            );
          })}
        </TeamSection>
      </div>
    </>
  );
}
