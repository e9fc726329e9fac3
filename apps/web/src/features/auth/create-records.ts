import { createAccount, createUser } from '../session/records-api';

export interface ProfileInput {
  name: string;
  lastname: string;
  company: string;
}

interface CreateRecordsInput {
  identityId: string;
  email: string;
  profile: ProfileInput;
  /** The new sign-up's token, before it becomes the session's; left out: the session's token. */
  token?: string;
}

/** Creates the identity's Account (named after the company), then its User record in that account. */
export async function createRecords({ identityId, email, profile, token }: CreateRecordsInput): Promise<void> {
  const name = profile.name.trim();
  const lastname = profile.lastname.trim();
  const company = profile.company.trim();
  const account = await createAccount(company, token);
  await createUser({ id: identityId, name, lastname, account: account.id, email: email.toLowerCase(), company }, token);
}
