/** What other features use of the Admin screens: the accounts list (the activity log's account filter). */
export { useAllAccounts } from './admin-api';
