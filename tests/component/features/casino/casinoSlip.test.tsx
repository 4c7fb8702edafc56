import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { strings } from '../../../../contract/strings';
import { CasinoSlip, SLIP_AUTO_HIDE_MS } from '../../../../src/features/casino/table/CasinoSlip';
import { OFFLINE_AFTER_NETWORK_FAILURES, reportRequestOutcome } from '../../../../streams/core/gates';
import { authStore } from '../../../../streams/state/slices/auth';
import { runner } from '../../support/casinoFixtures';
import { signedInUserFixture } from '../../support/fixtures';

const playerA = runner(1, 'Player A');
const pick = { runner: playerA, groupIndex: 0, group: [playerA, runner(3, 'Player B')], side: 'back' as const };

function renderSlip() {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  render(<CasinoSlip pick={pick} busy={false} onCancel={onCancel} onConfirm={onConfirm} />);
  return { onCancel, onConfirm };
}

const stakeField = () => screen.getByLabelText(strings.stake);
const confirm = () => screen.getByRole('button', { name: strings.confirm });
const type = (value: string) => fireEvent.change(stakeField(), { target: { value } });

describe('casino slip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    authStore.set({ accessToken: 'token-1', isLoggedIn: true, userDetails: signedInUserFixture });
  });
  afterEach(() => {
    vi.useRealTimers();
    authStore.reset();
  });

  it('BET-02 OPEN-057 hides itself 10 s after it opened; each use of it restarts the 10 s', () => {
    const { onCancel } = renderSlip();
    act(() => vi.advanceTimersByTime(SLIP_AUTO_HIDE_MS - 1_000));
    fireEvent.change(screen.getByLabelText(strings.stake), { target: { value: '200' } });
    act(() => vi.advanceTimersByTime(SLIP_AUTO_HIDE_MS - 1));
    expect(onCancel).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(SLIP_AUTO_HIDE_MS).toBe(10_000);
  });

  it('BET-02 CAS-ALL-18 Cancel closes it; Confirm hands on the typed stake; the casino limits are shown', () => {
    const { onCancel, onConfirm } = renderSlip();
    expect(screen.getByText(strings.casinoLimits)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(strings.stake), { target: { value: '250' } });
    fireEvent.click(screen.getByRole('button', { name: strings.confirm }));
    expect(onConfirm).toHaveBeenCalledWith(250);
    fireEvent.click(screen.getByRole('button', { name: strings.cancel }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('BET-04 BET-06 the stake is read as a whole number ("12.7" is 12); ½ and ×2 keep it whole', () => {
    const { onConfirm } = renderSlip();
    type('12.7');
    // Player A at 1.98: 12 wins 11.76 and risks 12.
    expect(screen.getByText(/Profit/)).toHaveTextContent(`${strings.profit}: 11.76`);
    expect(screen.getByText(/Profit/)).toHaveTextContent(`${strings.liability}: 12.00`);
    type('101');
    fireEvent.click(screen.getByRole('button', { name: 'halve stake' }));
    expect(stakeField()).toHaveValue('50');
    fireEvent.click(screen.getByRole('button', { name: 'double stake' }));
    expect(stakeField()).toHaveValue('100');
    type('12.7');
    fireEvent.click(screen.getByRole('button', { name: 'double stake' }));
    expect(stakeField()).toHaveValue('24');
    fireEvent.click(confirm());
    expect(onConfirm).toHaveBeenCalledWith(24);
  });

  it('BET-07 BET-08 BET-10 Confirm is disabled while the stake is under 1, when logged out and when the network is down', () => {
    renderSlip();
    expect(confirm()).toBeDisabled();
    type('0');
    expect(confirm()).toBeDisabled();
    type('1');
    expect(confirm()).toBeEnabled();
    act(() => authStore.reset());
    expect(confirm()).toBeDisabled();
    act(() => authStore.set({ accessToken: 'token-1', isLoggedIn: true, userDetails: signedInUserFixture }));
    expect(confirm()).toBeEnabled();
    act(() => {
      for (let failure = 0; failure < OFFLINE_AFTER_NETWORK_FAILURES; failure += 1) reportRequestOutcome(false);
    });
    expect(confirm()).toBeDisabled();
    act(() => reportRequestOutcome(true));
    expect(confirm()).toBeEnabled();
  });
});
