import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { strings } from '../../../contract/strings';
import { RouteErrorBoundary } from '../../../src/app/RouteErrorBoundary';

function renderFailingRoute(error: unknown) {
  // React reports every caught render error on the console; the boundary's page is what counts here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const Failing = () => {
    throw error;
  };
  render(
    <MemoryRouter>
      <RouteErrorBoundary>
        <Failing />
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

describe('router fallback page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('SHELL-24 MSG-19 OPEN-125 a response error shows the heading and "{status} {statusText}"', async () => {
    renderFailingRoute(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    expect(await screen.findByRole('heading', { name: strings.unexpectedError })).toBeInTheDocument();
    expect(screen.getByText('503 Service Unavailable')).toBeInTheDocument();
  });

  it('SHELL-24 OPEN-125 a thrown error shows its message', async () => {
    renderFailingRoute(new Error('Chunk failed to load'));
    expect(await screen.findByRole('heading', { name: strings.unexpectedError })).toBeInTheDocument();
    expect(screen.getByText('Chunk failed to load')).toBeInTheDocument();
  });
});
