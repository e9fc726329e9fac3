export { creditTransactions } from './credits.tables';
export { changeCredits } from './credits.service';
