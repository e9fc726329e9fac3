export { campaigns, companies } from './companies.tables';
