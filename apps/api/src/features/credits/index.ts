export { creditTransactions } from './credits.tables';
export { changeCredits } from './credits.service';
export { creditChargeCtes, type CreditCharge } from './credit-charge';
