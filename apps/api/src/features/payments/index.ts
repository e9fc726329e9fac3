/** What other features use of payments: ending a closing account's plans (account-data); app.ts registers the routes. */
export { paymentsRoutes } from './payments.routes';
export { endPlansOfClosingAccount, endSubscriptionsAtProvider } from './account-closure';
