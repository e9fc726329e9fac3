import { isValidEmail, MESSAGES } from '@persona/shared';
import { useState, type FormEvent } from 'react';
import { showOops, showSuccess } from '../../components/alerts';
import { buttonClass } from '../../components/button-styles';
import { TextField } from '../../components/TextField';
import { useInvite } from './team-api';

/** Add User: invites an email into the account; the invitation mail goes out from the server. */
export function AddUserForm({ accountId }: { accountId: string }) {
  const [email, setEmail] = useState('');
  const invite = useInvite(accountId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    if (!isValidEmail(address)) return void showOops(MESSAGES.invalidEmail);
    try {
      await invite.mutateAsync(address);
      setEmail('');
      await showSuccess(`Invitation sent to ${address}.`);
    } catch (error) {
      await showOops(error instanceof Error ? error.message : MESSAGES.requestFailed);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
      <TextField label="Email" type="email" autoComplete="off" value={email} onChange={setEmail} placeholder="colleague@company.com" className="min-w-64 flex-1" />
      <button type="submit" className={buttonClass()} disabled={email.trim() === '' || invite.isPending}>
        {invite.isPending ? 'Sending…' : 'Add User'}
      </button>
    </form>
  );
}
