/** What other features use of the account's data: nothing (app.ts registers the routes). */
export { accountDataRoutes } from './account-data.routes';
