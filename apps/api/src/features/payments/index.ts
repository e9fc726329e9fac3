/** What other features use of payments: nothing yet beyond the routes (app.ts registers them). */
export { paymentsRoutes } from './payments.routes';
