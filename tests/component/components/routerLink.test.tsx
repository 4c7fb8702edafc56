import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, NavLink } from '../../../src/components/RouterLink';

function CurrentPath() {
  return <output aria-label="current path">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <NavLink to="/">Home</NavLink>
      <NavLink to="/sports">Sports</NavLink>
      <NavLink to="/sports" end>
        Sports only
      </NavLink>
      <NavLink to="/casino">Casino</NavLink>
      <Link to="/casino?tab=live">Live casino</Link>
      <CurrentPath />
    </MemoryRouter>,
  );
}

const activeLinks = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('Link and NavLink (our react-router links)', () => {
  it('a nav link is current on its page and below it, unless `end`; home only on home', () => {
    renderAt('/sports/4');
    expect(activeLinks()).toEqual(['Sports']);
    expect(screen.getByRole('link', { name: 'Sports' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveClass('active');
  });

  it('on the exact page both the plain and the `end` link are current', () => {
    renderAt('/sports');
    expect(activeLinks()).toEqual(['Sports', 'Sports only']);
  });

  it('a link has the hash-free address of its route and a plain click navigates in place', () => {
    renderAt('/');
    expect(activeLinks()).toEqual(['Home']);
    const live = screen.getByRole('link', { name: 'Live casino' });
    expect(live).toHaveAttribute('href', '/casino?tab=live');
    fireEvent.click(live);
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/casino');
    expect(activeLinks()).toEqual(['Casino']);
  });

  it('a click with a modifier key is left to the browser (new tab)', () => {
    renderAt('/');
    fireEvent.click(screen.getByRole('link', { name: 'Casino' }), { ctrlKey: true });
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(/^\/$/);
  });
});
