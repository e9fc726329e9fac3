import { register } from '@persona/shared';
import { fetchCaller } from './api';

/** Registers the first user of a fresh portal through the API, exactly as the register screen does. */
export async function createBootstrapAdmin(baseUrl: string): Promise<{ email: string; password: string }> {
  const email = 'admin@example.com';
  const password = 'admin-password-1';
  await register(fetchCaller(baseUrl), { email, password, name: 'Ada', lastname: 'Admin', company: 'Persona HQ' });
  return { email, password };
}
