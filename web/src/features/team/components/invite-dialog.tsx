import { useId, useState, type FormEvent } from 'react';
import { Modal } from '#components/ui/modal';
import { TextField } from '#components/ui/text-field';
import { ERROR_MESSAGES } from '#shared/messages';
import type { TeamRole } from '#shared/schemas/teams';
import { useInviteMember } from '../api/invite-member';

interface InviteDialogProps {
  teamId: string;
  yourRole: TeamRole;
  onClose: () => void;
  onSent: (email: string) => void;
}

/** The invite prompt: an email (and, for owners, a role); the outcome is announced. */
export function InviteDialog({ teamId, yourRole, onClose, onSent }: InviteDialogProps) {
  const ids = useId();
  const invite = useInviteMember(teamId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'MEMBER' | 'ADMIN'>('MEMBER');

  function submit(event: FormEvent) {
    event.preventDefault();
    invite.mutate({ email, role }, { onSuccess: (sent) => onSent(sent.email) });
  }

  return (
    <Modal title="Invite a member" onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <TextField
          id={`${ids}-email`}
          label="Email"
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          data-autofocus
        />
        {yourRole === 'OWNER' && (
          <div className="field">
            <label htmlFor={`${ids}-role`}>Role</label>
            <select
              id={`${ids}-role`}
              value={role}
              onChange={(event) => setRole(event.target.value as 'MEMBER' | 'ADMIN')}
            >
              <option value="MEMBER">Member</option>
              <option value="ADMIN">Admin</option>
            </select>
          </div>
        )}
        {invite.isError && (
          <p className="alert alert--error" role="alert">
            {ERROR_MESSAGES.teamInviteFailed(invite.error.message)}
          </p>
        )}
        <div className="form-actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={invite.isPending}>
            {invite.isPending ? 'Sending…' : 'Send invitation'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
