import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { makeOrganisation, makeSession, makeUser, ministry } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { AppLayout } from './app-layout';

function renderLayout(path = '/citizen/discover') {
  return renderRoutes([{ Component: AppLayout, children: [{ path: '*', element: <p>screen</p> }] }], path);
}
const mainNav = () => screen.getByRole('navigation', { name: 'Main navigation' });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  useAuthStore.getState().logout();
});

describe('AppLayout', () => {
  it('a guest sees the public items and log in / sign up', async () => {
    renderLayout();
    const links = within(mainNav()).getAllByRole('link').map((a) => a.textContent);
    expect(links).toEqual(['Discover', 'Search', 'Categories']);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirect=%2Fcitizen%2Fdiscover');
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('citizen mode: the citizen items, the current one marked', async () => {
    useAuthStore.getState().setSession(makeSession());
    renderLayout('/citizen/eyemarked');
    const nav = within(mainNav());
    expect(nav.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Discover',
      'Eyemarked',
      'Search',
      'Categories',
      'Notifications',
      'Profile',
    ]);
    expect(nav.getByRole('link', { name: 'Eyemarked' })).toHaveAttribute('aria-current', 'page');
  });

  it('organisation mode: the organisation items; the switcher lists every organisation and switches mode', async () => {
    const store = useAuthStore.getState();
    store.setSession(makeSession({ user: makeUser({ account_type: 'MINISTRY' }), organisations: [makeOrganisation(), ministry()] }));
    store.setCurrentOrganisation(ministry());
    store.setMode('ORGANISATION');
    const { router } = renderLayout('/mda/dashboard');

    expect(within(mainNav()).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/mda/dashboard',
      '/projects-list',
      '/mda/column-mapping',
      '/forms',
      '/mda/plans',
      '/mda/custom-dashboards',
      '/mda/stakeholders',
      '/mda/changelogs',
    ]);

    // The switcher is signed-in only, so it arrives in its own chunk.
    fireEvent.click(await screen.findByRole('button', { name: /Switch organisation/ }, { timeout: 10_000 }));
    const items = await screen.findAllByRole('menuitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/Ada Obi\s*Personal/);
    expect(items[1]).toHaveTextContent(/Ministry of Works\s*Ministry/);
    fireEvent.click(items[0]!);
    expect(useAuthStore.getState().currentOrganisation?.public_id).toBe('org-personal');
    expect(useAuthStore.getState().mode).toBe('CITIZEN');
    expect(router.state.location.pathname).toBe('/citizen/discover');
  });
});
