import type { StatementRow } from '../../contract/records';

/** OPEN-104: a "deposite" row credits the bettor (+), a "withdraw" row debits (−). */
export const signedAmount = (row: Pick<StatementRow, 'type' | 'amount'>): number => (row.type === 'deposite' ? row.amount : -row.amount);
