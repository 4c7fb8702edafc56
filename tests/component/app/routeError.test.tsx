import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { strings } from '../../../contract/strings';
import { RouteErrorPage } from '../../../src/app/RouteErrorPage';

function renderFailingRoute(loader: () => never) {
  const router = createMemoryRouter([
    { path: '/', loader, Component: () => null, ErrorBoundary: RouteErrorPage, HydrateFallback: () => null },
  ]);
  render(<RouterProvider router={router} />);
}

describe('router fallback page', () => {
  it('SHELL-24 MSG-19 OPEN-125 a response error shows the heading and "{status} {statusText}"', async () => {
    renderFailingRoute(() => {
      throw new Response('', { status: 503, statusText: 'Service Unavailable' });
    });
    expect(await screen.findByRole('heading', { name: strings.unexpectedError })).toBeInTheDocument();
    expect(screen.getByText('503 Service Unavailable')).toBeInTheDocument();
  });

  it('SHELL-24 OPEN-125 a thrown error shows its message', async () => {
    renderFailingRoute(() => {
      throw new Error('Chunk failed to load');
    });
    expect(await screen.findByRole('heading', { name: strings.unexpectedError })).toBeInTheDocument();
    expect(screen.getByText('Chunk failed to load')).toBeInTheDocument();
  });
});
