export { creditTransactions } from './credits.tables';
export { changeCredits } from './credits.service';
export { creditChargeCtes } from './credit-charge';
