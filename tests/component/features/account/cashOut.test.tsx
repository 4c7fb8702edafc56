import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ExistingBet, LiveBet } from '../../../../contract/bets';
import type { CashOutRequest, CashOutResponse } from '../../../../contract/cashOut';
import type { OddsMarket } from '../../../../contract/sports';
import { strings } from '../../../../contract/strings';
import { apiUrl, contractJson } from '../../support/apiRoute';
import { exchangeTrade, ladderMarket, order } from '../../support/cashOutFixtures';
import { domainConfigFixture } from '../../support/fixtures';
import { loggedInHandlers } from '../../support/handlers/account';
import { domainConfigHandler } from '../../support/handlers/domain';
import { renderApp } from '../../support/renderApp';
import { server } from '../../support/server';
import { seedLoggedInSession } from '../../support/session';
import { WIDE, setViewportWidth } from '../../support/viewport';

interface Scene {
  trades: LiveBet[];
  bets: ExistingBet[];
  markets: OddsMarket[];
  commissionPercent?: number;
  cashOutAnswers?: CashOutResponse[];
}

/** Open Bets over a server holding `bets` and answering `markets` for the odds; records cash-out bodies. */
async function openBets({ trades, bets, markets, commissionPercent = 0, cashOutAnswers = [] }: Scene) {
  const posted: CashOutRequest[] = [];
  server.use(
    domainConfigHandler({ ...domainConfigFixture, commissionPercent }),
    ...loggedInHandlers({ exposure: 100, trades }),
    http.get(apiUrl('betDetailsList'), () => contractJson('betDetailsList', { status: true, data: bets })),
    http.get(apiUrl('marketOdds'), () => contractJson('marketOdds', { status: true, data: markets })),
    http.post(apiUrl('cashOut'), async ({ request }) => {
      posted.push((await request.json()) as CashOutRequest);
      const answer = cashOutAnswers[Math.min(posted.length - 1, cashOutAnswers.length - 1)];
      // As the server does: a refusal is a 409 with the value on offer now, when there is one.
      const init = answer?.status === false ? { status: 409 } : undefined;
      return contractJson('cashOut', answer ?? { status: true, message: 'Cashed out', data: { value: 0, betIds: [] } }, init);
    }),
  );
  const { user } = await renderApp('/');
  await user.click(await within(await screen.findByRole('banner')).findByRole('button', { name: strings.bets }));
  return { user, posted, panel: await screen.findByRole('dialog', { name: strings.openBets }) };
}

const valueIn = async (panel: HTMLElement, region: string) =>
  within(within(panel).getByRole('region', { name: region })).findByTestId('cash-out-value');

/** Back 10 at 3.0 on A; A 2.0 / 2.02, B 3.5 / 3.6, C 5.0 / 5.2. */
const THREE_WAY = ladderMarket('mo-1', [
  [2, 2.02],
  [3.5, 3.6],
  [5, 5.2],
]);
/** Back 100 at 4.7 on A; A 4.0 / 4.1, B 1.28 / 1.3. */
const TWO_WAY = ladderMarket('mo-1', [
  [4, 4.1],
  [1.28, 1.3],
]);
const BACK_100 = order('mo-1', { price: 4.7, stake: 100, favourMargin: 370, againstMargin: 100 });

describe('Cash out in Open Bets', () => {
  beforeEach(() => {
    setViewportWidth(WIDE);
    seedLoggedInSession();
  });

  it('shows the value of the matched position at the prices on offer, green for a profit, and marks a hedge order', async () => {
    const { panel } = await openBets({
      trades: [exchangeTrade('mo-1', 'A v B v C'), exchangeTrade('mo-2', 'X v Y')],
      bets: [order('mo-1'), order('mo-2', { selection: 'Y', type: 'lay', cashOut: true })],
      markets: [THREE_WAY],
    });
    // Backing B and C to pay what A pays (+20) leaves 20 − 30/3.5 − 30/5 = 5.4286 on every runner.
    const value = await valueIn(panel, 'A v B v C · Match Odds');
    await waitFor(() => expect(value).toHaveTextContent('+5.43'));
    expect(value).toHaveStyle({ color: 'rgb(46, 125, 50)' });
    const [back, hedge] = within(panel).getAllByTestId('open-bet') as [HTMLElement, HTMLElement];
    expect(within(hedge).getByText(strings.cashOutMark)).toBeInTheDocument();
    expect(within(back).queryByText(strings.cashOutMark)).toBeNull();
  });

  it("takes the domain's commission from a profit, and shows a loss in red with no commission", async () => {
    const { panel } = await openBets({
      trades: [exchangeTrade('mo-1', 'A v B v C'), exchangeTrade('mo-2', 'X v Y')],
      // mo-2: back 100 at 2.0 on its first runner, now 3.0 / 3.05 against 1.5 / 1.52: backing the other for 200 / 1.5
      // leaves 100 − 133.33 on both.
      bets: [order('mo-1'), order('mo-2', { price: 2, stake: 100, favourMargin: 100, againstMargin: 100 })],
      markets: [
        THREE_WAY,
        ladderMarket('mo-2', [
          [3, 3.05],
          [1.5, 1.52],
        ]),
      ],
      commissionPercent: 2,
    });
    await waitFor(async () => expect(await valueIn(panel, 'A v B v C · Match Odds')).toHaveTextContent('+5.32'));
    const loss = await valueIn(panel, 'X v Y · Match Odds');
    expect(loss).toHaveTextContent('-33.33');
    expect(loss).toHaveStyle({ color: 'rgb(211, 47, 47)' });
  });

  it('says why there is no value: suspended, closed, nothing matched yet, not enough on offer', async () => {
    const unmatched = { sizeMatched: 0, sizeRemaining: 10, averagePriceMatched: null, status: 'EXECUTABLE' as const };
    const { panel } = await openBets({
      trades: ['Suspended', 'Closed', 'Waiting', 'Thin'].map((event, index) => exchangeTrade(`mo-${index}`, event)),
      bets: [order('mo-0'), order('mo-1'), order('mo-2', unmatched), order('mo-3')],
      markets: [
        ladderMarket(
          'mo-0',
          [
            [2, 2.02],
            [3.5, 3.6],
            [5, 5.2],
          ],
          'SUSPENDED',
        ),
        ladderMarket(
          'mo-1',
          [
            [2, 2.02],
            [3.5, 3.6],
            [5, 5.2],
          ],
          'CLOSED',
        ),
        ladderMarket('mo-2', [
          [2, 2.02],
          [3.5, 3.6],
          [5, 5.2],
        ]),
        ladderMarket(
          'mo-3',
          [
            [2, 2.02],
            [3.5, 3.6],
            [5, 5.2],
          ],
          'OPEN',
          1,
        ),
      ],
    });
    const expected = [strings.cashOutSuspended, strings.cashOutClosed, strings.cashOutNothingMatched, strings.cashOutNotEnough];
    for (const [index, event] of ['Suspended', 'Closed', 'Waiting', 'Thin'].entries()) {
      const value = await valueIn(panel, `${event} · Match Odds`);
      await waitFor(() => expect(value).toHaveTextContent(expected[index] as string));
      const region = within(panel).getByRole('region', { name: `${event} · Match Odds` });
      expect(within(region).getByRole('button', { name: strings.cashOut })).toBeDisabled();
    }
  });

  it('the confirmation shows the value of the chosen share, live, and Confirm posts that value', async () => {
    const { user, panel, posted } = await openBets({
      trades: [exchangeTrade('mo-1', 'A v B')],
      bets: [BACK_100],
      markets: [TWO_WAY],
      cashOutAnswers: [{ status: true, message: 'Cashed out', data: { value: 7.32, betIds: ['h1'] } }],
    });
    // All of it: lay A for 470 / 4.1 = 114.63, which leaves 14.63 on both runners; half: 235 / 4.1 leaves 7.32.
    await waitFor(async () => expect(await valueIn(panel, 'A v B · Match Odds')).toHaveTextContent('+14.63'));
    await user.click(within(panel).getByRole('button', { name: strings.cashOut }));
    const dialog = await screen.findByRole('dialog', { name: strings.cashOut });
    expect(within(dialog).getByTestId('cash-out-value')).toHaveTextContent('+14.63');
    expect(within(dialog).queryByText(strings.cashOutUnmatchedFirst)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '25 %' }));
    await waitFor(() => expect(within(dialog).getByTestId('cash-out-value')).toHaveTextContent('+3.66'));
    await user.click(within(dialog).getByRole('button', { name: '50 %' }));
    await waitFor(() => expect(within(dialog).getByTestId('cash-out-value')).toHaveTextContent('+7.32'));
    await user.click(within(dialog).getByRole('button', { name: strings.confirm }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ matchId: 'match-1', marketId: 'mo-1', fraction: 0.5, value: 7.32, idempotencyKey: expect.any(String) });
    expect(await screen.findByText('Cashed out: 7.32')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: strings.cashOut })).toBeNull());
  });

  it('a changed value is shown for the bettor to accept; accepting posts it', async () => {
    const { user, panel, posted } = await openBets({
      trades: [exchangeTrade('mo-1', 'A v B')],
      bets: [
        BACK_100,
        order('mo-1', {
          selectionId: 2,
          selection: 'B',
          sizeMatched: 0,
          sizeRemaining: 5,
          averagePriceMatched: null,
          status: 'EXECUTABLE',
        }),
      ],
      markets: [TWO_WAY],
      cashOutAnswers: [
        { status: false, message: 'Cash out value changed: now 12.40', data: { value: 12.4, betIds: [] } },
        { status: true, message: 'Cashed out', data: { value: 12.4, betIds: ['h1'] } },
      ],
    });
    await waitFor(async () => expect(await valueIn(panel, 'A v B · Match Odds')).toHaveTextContent('+14.63'));
    await user.click(within(panel).getByRole('button', { name: strings.cashOut }));
    const dialog = await screen.findByRole('dialog', { name: strings.cashOut });
    expect(within(dialog).getByText(strings.cashOutUnmatchedFirst)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: strings.confirm }));
    expect(await within(dialog).findByText(strings.cashOutChanged)).toBeInTheDocument();
    expect(screen.queryByText(/Cashed out: /)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Accept +12.40' }));
    await waitFor(() =>
      expect(posted.map((body) => [body.fraction, body.value])).toEqual([
        [1, 14.63],
        [1, 12.4],
      ]),
    );
    expect(await screen.findByText('Cashed out: 12.40')).toBeInTheDocument();
  });

  it('any other refusal is shown in the dialog and as an error, never as a success', async () => {
    const { user, panel } = await openBets({
      trades: [exchangeTrade('mo-1', 'A v B')],
      bets: [BACK_100],
      markets: [TWO_WAY],
      cashOutAnswers: [{ status: false, message: 'Market suspended!' }],
    });
    await waitFor(async () => expect(await valueIn(panel, 'A v B · Match Odds')).toHaveTextContent('+14.63'));
    await user.click(within(panel).getByRole('button', { name: strings.cashOut }));
    const dialog = await screen.findByRole('dialog', { name: strings.cashOut });
    await user.click(within(dialog).getByRole('button', { name: strings.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Market suspended!');
    expect(screen.queryByText(/Cashed out: /)).toBeNull();
  });

  it('with the confirmation turned off in Settings, Cash Out posts all of the position at the value shown', async () => {
    const { user, panel, posted } = await openBets({
      trades: [exchangeTrade('mo-1', 'A v B')],
      bets: [BACK_100],
      markets: [TWO_WAY],
      cashOutAnswers: [{ status: true, message: 'Cashed out', data: { value: 14.63, betIds: ['h1'] } }],
    });
    await user.keyboard('{Escape}');
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: strings.settings }));
    await user.click(await screen.findByRole('switch', { name: strings.confirmCashOut }));
    expect(JSON.parse(localStorage.getItem('state.stakes') ?? '{}')).toMatchObject({ confirmCashOut: false });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: strings.bets }));
    const reopened = await screen.findByRole('dialog', { name: strings.openBets });
    await waitFor(async () => expect(await valueIn(reopened, 'A v B · Match Odds')).toHaveTextContent('+14.63'));
    await user.click(within(reopened).getByRole('button', { name: strings.cashOut }));
    await waitFor(() =>
      expect(posted).toEqual([{ matchId: 'match-1', marketId: 'mo-1', fraction: 1, value: 14.63, idempotencyKey: expect.any(String) }]),
    );
    expect(screen.queryByRole('dialog', { name: strings.cashOut })).toBeNull();
    expect(panel).toBeDefined();
  });
});
