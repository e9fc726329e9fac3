/** What the companies feature shares: the account's companies with their campaigns (the order wizard picks from them). */
export { useCompanies } from './companies-api';
