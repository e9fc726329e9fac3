export { creditTransactions } from './credits.tables';
export { changeCredits, type CreditChange } from './credits.service';
export { creditChargeCtes } from './credit-charge';
