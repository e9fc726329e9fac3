// What the image test asks of a started image (scripts/image-test/run.sh): health, the web app, and a sign-up
// through the API exactly as the register screen makes it. Usage: node --import tsx check-portal.ts <base address>
import { endpoints, register } from '@persona/shared';
import { fetchCaller } from '../../e2e/support/api';

const baseUrl = process.argv[2];
if (!baseUrl) throw new Error('usage: check-portal.ts <base address, e.g. http://127.0.0.1:3000>');
const call = fetchCaller(baseUrl);
const say = (line: string) => process.stdout.write(`check: ${line}\n`);

const health = await call(endpoints.health, {});
say(`GET /api/health answered ${JSON.stringify(health)}`);

const page = await fetch(baseUrl);
const html = await page.text();
if (!page.ok || !html.includes('<div id="root">')) throw new Error(`GET / answered ${page.status} without the web app`);
say(`GET / answered ${page.status} with the web app (${html.length} bytes)`);

const email = 'first-admin@example.com';
const { token, user, account } = await register(call, { email, password: 'image-test-password-1', name: 'Ada', lastname: 'Admin', company: 'Image Test Co' });
const me = await call(endpoints.getMe, { token });
if (me.identity.email !== email || !me.user?.isAdmin || !me.account?.isActive) {
  throw new Error(`the first registered user is not an active site admin: ${JSON.stringify(me)}`);
}
say(`signed up ${email}: user ${user.id} in account ${account.id} (${account.name}), site admin, account active`);
