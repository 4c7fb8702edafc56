// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from 'rxjs';
import type { CasinoBetPayload } from '../../../../contract/bets';
import { accountRefresh$ } from '../../../../streams/account/refreshAccount';
import { placeBet } from '../../../../streams/bets/placeBet';
import { notifications$, type Notice } from '../../../../streams/core/notifications';
import { betDetailsRefresh$ } from '../../../../streams/sports/betDetailsRefresh';
import { authStore } from '../../../../streams/state/slices/auth';
import { fakeHttp } from '../support/fakeHttp';
import { setLoggedIn } from '../support/session';

const SAVE = 'bet/save2';
const payload: CasinoBetPayload = {
  eventId: 56767,
  legueId: 'casino',
  matchId: 'teen20',
  marketId: 'teen20-r1',
  roundId: 'r1',
  sportsName: 'Casino',
  event: '20-20 Teenpatti',
  markettype: 'Casino',
  selection: 'Player A',
  selectionId: 1,
  type: 'back',
  oddsReq: 1.98,
  runners: ['Player A', 'Player B'],
  stake: 100,
  placeTime: '2026-11-20T10:00:00.000Z',
  favourMargin: 98,
  againstMargin: -100,
};

describe('placeBet', () => {
  let api: ReturnType<typeof fakeHttp>;
  let subs: Subscription[];
  let notices: Notice[];
  let refreshes: string[];

  beforeEach(() => {
    api = fakeHttp();
    setLoggedIn(true);
    notices = [];
    refreshes = [];
    subs = [
      notifications$.subscribe((notice) => notices.push(notice)),
      accountRefresh$.subscribe(() => refreshes.push('account')),
      betDetailsRefresh$.subscribe(() => refreshes.push('betDetails')),
    ];
  });
  afterEach(() => {
    subs.forEach((sub) => sub.unsubscribe());
    authStore.reset();
    vi.restoreAllMocks();
  });

  it('BET-28 API-15 sends the bet with an idempotency key, refreshes the account and shows the server’s message', async () => {
    api.on('POST', SAVE, { data: { status: true, message: 'Bet placed successfully!' } });
    const outcome = await placeBet(payload);
    expect(outcome).toEqual({ ok: true, message: 'Bet placed successfully!' });
    const body = api.requests.find((request) => request.url === SAVE)?.body as Record<string, unknown>;
    expect(body).toMatchObject(payload);
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(refreshes).toEqual(['account', 'betDetails']);
    expect(notices).toEqual([expect.objectContaining({ message: 'Bet placed successfully!', variant: 'success' })]);
  });

  it('an exchange order not matched in full: the toast adds what matched, at what average price, and what waits', async () => {
    const order = {
      betId: 'b1',
      sizeMatched: 40,
      sizeRemaining: 60,
      sizeCancelled: 0,
      sizeLapsed: 0,
      averagePriceMatched: 2.1,
      status: 'EXECUTABLE',
    };
    api.on('POST', SAVE, { data: { status: true, message: 'Bet placed successfully!', data: order } });
    expect(await placeBet(payload)).toEqual({ ok: true, message: 'Bet placed successfully! Matched 40.00 @ 2.1 · Unmatched 60.00' });
    api.on('POST', SAVE, {
      data: {
        status: true,
        message: 'Bet placed successfully!',
        data: { ...order, sizeMatched: 0, sizeRemaining: 0, sizeCancelled: 100, averagePriceMatched: null, status: 'EXECUTION_COMPLETE' },
      },
    });
    expect(await placeBet(payload)).toEqual({ ok: true, message: 'Bet placed successfully! Matched 0.00 · Cancelled 100.00' });
    api.on('POST', SAVE, {
      data: {
        status: true,
        message: 'Bet placed successfully!',
        data: { ...order, sizeMatched: 100, sizeRemaining: 0, status: 'EXECUTION_COMPLETE' },
      },
    });
    expect(await placeBet(payload)).toEqual({ ok: true, message: 'Bet placed successfully!' });
  });

  it('BET-28 a retry with the same key sends that key again; each new bet gets a new one', async () => {
    api.on('POST', SAVE, { data: { status: true, message: 'ok' } });
    await placeBet({ ...payload, idempotencyKey: 'retry-key' });
    await placeBet(payload);
    await placeBet(payload);
    const keys = api.requests.map((request) => (request.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys[0]).toBe('retry-key');
    expect(new Set(keys).size).toBe(3);
  });

  it('BET-28 API-15 MSG-10 a refusal shows the server’s message as an error and does not refresh the account', async () => {
    api.on('POST', SAVE, { status: 400, data: { status: false, message: 'Bet rate changed!' } });
    const outcome = await placeBet(payload);
    expect(outcome).toEqual({ ok: false, message: 'Bet rate changed!' });
    expect(notices).toEqual([expect.objectContaining({ message: 'Bet rate changed!', variant: 'error' })]);
    expect(refreshes).toEqual(['betDetails']);
  });

  it('BET-29 a refusal on a table shows its message for the table toast time; the bet lists still refetch', async () => {
    api.on('POST', SAVE, { status: 400, data: { status: false, message: 'Market suspended!' } });
    const outcome = await placeBet(payload, { toastMs: 2000 });
    expect(outcome.ok).toBe(false);
    expect(notices).toEqual([expect.objectContaining({ message: 'Market suspended!', variant: 'error', autoHideMs: 2000 })]);
    expect(refreshes).toEqual(['betDetails']);
  });
});
