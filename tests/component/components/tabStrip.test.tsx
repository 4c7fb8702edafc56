import { createTheme, ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TabStrip } from '../../../src/components/plain/TabStrip';

const TABS = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Beta' },
  { value: 'c', label: 'Gamma' },
];

function renderStrip(selected: string | false) {
  const onSelect = vi.fn();
  render(
    <ThemeProvider theme={createTheme()}>
      <TabStrip label="letters" tabs={TABS} selected={selected} onSelect={onSelect} scrollable />
    </ThemeProvider>,
  );
  return { onSelect, tab: (name: string) => screen.getByRole('tab', { name }) };
}

describe('TabStrip (plain tabs of the first screen)', () => {
  it('one tab list by name; the chosen tab is selected and the only one in the tab order', () => {
    const { tab } = renderStrip('b');
    expect(screen.getByRole('tablist', { name: 'letters' })).toBeInTheDocument();
    expect(tab('Beta')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Alpha')).toHaveAttribute('aria-selected', 'false');
    expect([tab('Alpha').tabIndex, tab('Beta').tabIndex, tab('Gamma').tabIndex]).toEqual([-1, 0, -1]);
  });

  it('with no tab chosen, the first tab takes the keyboard focus', () => {
    const { tab } = renderStrip(false);
    expect([tab('Alpha').tabIndex, tab('Beta').tabIndex, tab('Gamma').tabIndex]).toEqual([0, -1, -1]);
  });

  it('arrow keys move the focus along the tabs (round at the ends), Home and End to the first and last', () => {
    const { tab } = renderStrip('a');
    tab('Alpha').focus();
    fireEvent.keyDown(tab('Alpha'), { key: 'ArrowRight' });
    expect(tab('Beta')).toHaveFocus();
    fireEvent.keyDown(tab('Beta'), { key: 'End' });
    expect(tab('Gamma')).toHaveFocus();
    fireEvent.keyDown(tab('Gamma'), { key: 'ArrowRight' });
    expect(tab('Alpha')).toHaveFocus();
    fireEvent.keyDown(tab('Alpha'), { key: 'ArrowLeft' });
    expect(tab('Gamma')).toHaveFocus();
    fireEvent.keyDown(tab('Gamma'), { key: 'Home' });
    expect(tab('Alpha')).toHaveFocus();
  });

  it('a tap on another tab chooses it; a tap on the chosen one changes nothing', () => {
    const { onSelect, tab } = renderStrip('a');
    fireEvent.click(tab('Alpha'));
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(tab('Gamma'));
    expect(onSelect).toHaveBeenCalledWith('c');
  });
});
