import { personName } from '@persona/shared';
import { SectionHeader } from '../../components/SectionHeader';
import { formatLongDate } from '../../lib/dates';
import { useSession } from '../../lib/session/useSession';
import { SECTION_TITLES } from '../../lib/ui-texts';
import { AddUserForm } from './AddUserForm';
import { useAccountUsers, useInvitations } from './team-api';
import { TeamRow, TeamSection } from './TeamSection';

/** /settings/team: invite colleagues and see who is pending and who is in. */
export default function TeamPage() {
  const { user, account } = useSession();
  const accountId = account?.id ?? '';
  const invitations = useInvitations(accountId);
  const users = useAccountUsers(accountId);

  return (
    <>
      <SectionHeader title={SECTION_TITLES.team} description="Invite colleagues into your workspace by email." />
      <div className="flex flex-col gap-6">
        <AddUserForm accountId={accountId} />
        <TeamSection title="Pending Invitations" empty="No pending invitations." query={invitations}>
          {(invitations.data ?? []).map((invitation) => (
            <TeamRow key={invitation.token} primary={invitation.email} secondary={`Invited ${formatLongDate(invitation.timestamp)}`} />
          ))}
        </TeamSection>
        <TeamSection title="Active Users" empty="No users yet." query={users}>
          {(users.data ?? []).map((member) => (
            <TeamRow
              key={member.id}
              primary={`${personName(member.name, member.lastname)}${member.id === user?.id ? ' (you)' : ''}`}
              secondary={member.email}
            />
          ))}
        </TeamSection>
      </div>
    </>
  );
}
