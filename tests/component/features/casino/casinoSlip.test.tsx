import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { strings } from '../../../../contract/strings';
import { CasinoSlip, SLIP_AUTO_HIDE_MS } from '../../../../src/features/casino/table/CasinoSlip';
import { runner } from '../../support/casinoFixtures';

const playerA = runner(1, 'Player A');
const pick = { runner: playerA, groupIndex: 0, group: [playerA, runner(3, 'Player B')] };

function renderSlip() {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  render(<CasinoSlip pick={pick} busy={false} onCancel={onCancel} onConfirm={onConfirm} />);
  return { onCancel, onConfirm };
}

describe('casino slip', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

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
});
