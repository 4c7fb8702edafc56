import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { a11yLabels } from '../../../src/components/a11yLabels';
import { renderApp } from '../support/renderApp';
import { setViewportWidth } from '../support/viewport';

const FIRST_RENDER = { timeout: 12_000 };

describe('sidebar', () => {
  it('SHELL-25 CONST-22 hidden at 1025 px', async () => {
    setViewportWidth(1025);
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Royal Exchange' }, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: a11yLabels.sideBar })).not.toBeInTheDocument();
  });

  it('SHELL-25 CONST-22 shown at 1026 px', async () => {
    setViewportWidth(1026);
    await renderApp('/');
    expect(await screen.findByRole('navigation', { name: a11yLabels.sideBar }, FIRST_RENDER)).toBeInTheDocument();
  });
});
