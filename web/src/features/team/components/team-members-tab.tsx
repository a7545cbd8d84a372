import { useState } from 'react';
import { Modal } from '#components/ui/modal';
import { Skeleton } from '#components/ui/skeleton';
import { ERROR_MESSAGES } from '#shared/messages';
import type { TeamMember, TeamRole } from '#shared/schemas/teams';
import { useTeamMembers } from '../api/get-team-members';
import { useRemoveMember } from '../api/remove-member';
import { InviteDialog } from './invite-dialog';

const ROLE_LABELS: Record<TeamRole, string> = { OWNER: 'Owner', ADMIN: 'Admin', MEMBER: 'Member' };

/** Mirrors the server's rule: admins remove plain members, owners anyone. */
function mayRemove(yourRole: TeamRole, member: TeamMember): boolean {
  if (member.status !== 'ACTIVE') return false;
  return yourRole === 'OWNER' || (yourRole === 'ADMIN' && member.role === 'MEMBER');
}

interface TeamMembersTabProps {
  teamId: string;
  yourRole: TeamRole;
  currentUserId: string;
}

export function TeamMembersTab({ teamId, yourRole, currentUserId }: TeamMembersTabProps) {
  const members = useTeamMembers(teamId);
  const remove = useRemoveMember(teamId);
  const [inviting, setInviting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const manages = yourRole !== 'MEMBER';

  return (
    <section aria-labelledby="team-members-heading" className="team-section">
      <div className="team-section__header">
        <h2 id="team-members-heading" className="card__title">
          Members
        </h2>
        {manages && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setSentTo(null);
              setInviting(true);
            }}
          >
            Invite member
          </button>
        )}
      </div>
      <div role="status">
        {sentTo && (
          <p className="alert alert--success">
            {ERROR_MESSAGES.teamInviteSent} <span className="visually-hidden">to {sentTo}</span>
          </p>
        )}
      </div>
      {remove.isError && (
        <p className="alert alert--error" role="alert">
          {remove.error.message}
        </p>
      )}
      {members.isPending && (
        <div aria-hidden="true">
          <Skeleton className="skeleton--line" />
          <Skeleton className="skeleton--line" />
        </div>
      )}
      {members.isError && (
        <p className="alert alert--error" role="alert">
          Could not load the members.{' '}
          <button type="button" className="button button--link" onClick={() => void members.refetch()}>
            Try again
          </button>
        </p>
      )}
      {members.isSuccess && (
        <ul className="team-members">
          {members.data.map((member) => (
            <li key={member.id} className="team-member">
              <div className="team-member__who">
                <span className="team-member__name">
                  {member.name}
                  {member.id === currentUserId && ' (you)'}
                </span>
                <span className="team-member__email">{member.email}</span>
              </div>
              <span className={`team-member__status team-member__status--${member.status.toLowerCase()}`}>
                {member.status === 'ACTIVE' ? 'Active' : 'Invited'}
              </span>
              <span className="team-member__role">{ROLE_LABELS[member.role]}</span>
              {member.status === 'ACTIVE' ? (
                <span className="team-member__figures">
                  Level {member.level} · {member.xp} XP ·{' '}
                  {member.lastActive ? `active ${member.lastActive}` : 'not active yet'}
                </span>
              ) : (
                <span className="team-member__figures">Invitation pending</span>
              )}
              {mayRemove(yourRole, member) && (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={`Remove ${member.name}`}
                  onClick={() => setRemoving(member)}
                >
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {inviting && (
        <InviteDialog
          teamId={teamId}
          yourRole={yourRole}
          onClose={() => setInviting(false)}
          onSent={(email) => {
            setInviting(false);
            setSentTo(email);
          }}
        />
      )}
      {removing && (
        <Modal title={`Remove ${removing.name}?`} onClose={() => setRemoving(null)}>
          <p>
            {removing.name} leaves the team and loses the premium access it gives. You can invite them again
            later.
          </p>
          <div className="form-actions">
            <button type="button" className="button button--secondary" onClick={() => setRemoving(null)}>
              Cancel
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={remove.isPending}
              onClick={() => remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
            >
              Remove
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}
