import type { BetDetail } from '../../../contract/bets';
import type { ProfitLossRow, StatementRow } from '../../../contract/records';
import { signedInUserFixture } from './fixtures';

const userId = signedInUserFixture._id;

/** A bet settlement the user won: credited, the balance after it is the payee's. */
export const wonStatementRow: StatementRow = {
  createdAt: '2026-11-20T09:30:00.000Z',
  type: 'deposite',
  amount: 450,
  displayText: 'India v Australia / Match Odds',
  openingBalancePayee: 10450,
  openingBalancePayer: 0,
  payer: { _id: 'domain-1' },
  remark: 'India back @ 1.9: won',
  betId: 'bet-won',
};

/** A withdrawal by the operator: debited, the balance after it is the payer's (the user's). */
export const withdrawalRow: StatementRow = {
  createdAt: '2026-11-20T10:00:00.000Z',
  type: 'withdraw',
  amount: 200,
  displayText: 'Withdrawal',
  openingBalancePayee: 0,
  openingBalancePayer: 10250,
  payer: { _id: userId },
  remark: 'cash out',
  betId: null,
};

export const statementRows = (count: number): StatementRow[] =>
  Array.from({ length: count }, (_, index) => ({ ...withdrawalRow, displayText: `Row ${index + 1}`, amount: index + 1 }));

export const betFixture: BetDetail = {
  betId: 'bet-won',
  markettype: 'Match Odds',
  selection: 'India',
  type: 'back',
  oddsReq: 1.9,
  price: 1.9,
  size: 0,
  stake: 500,
  case: 'win',
  placeTime: '2026-11-20T09:00:00.000Z',
  settledAt: '2026-11-20T09:30:00.000Z',
  remark: 'India back @ 1.9: won',
  marketId: 'market-1',
  selectionId: 11,
  favourMargin: 450,
  againstMargin: -500,
  event: 'India v Australia',
  sportsName: 'Cricket',
};

export const sportLevelRows: ProfitLossRow[] = [
  { sportsName: 'Cricket', eventName: 'Cricket', markettype: '', profitloss: 450, bets: 2, eventId: '4' },
  { sportsName: 'Casino', eventName: '20-20 Teenpatti', markettype: '', profitloss: -100, bets: 1, eventId: '56767' },
];
