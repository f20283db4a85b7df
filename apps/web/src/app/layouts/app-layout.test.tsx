import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { PERMISSION_LIST, PERMISSIONS as P } from '@oversight/shared/access/permissions';
import { makeOrganization, makeSession, makeUser, ministry } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { AppLayout } from './app-layout';

function renderLayout(path = '/citizen/discover') {
  return renderRoutes([{ Component: AppLayout, children: [{ path: '*', element: <p>screen</p> }] }], path);
}
const mainNav = () => screen.getByRole('navigation', { name: 'Main navigation' });
const EXPLORE = ['/mda/ministries', '/mda/agencies', '/contractors', '/organisations', '/analytics/projects'];
/** The mode's own items (the Explore group follows them). */
const modeLinks = () =>
  within(mainNav())
    .getAllByRole('link')
    .filter(
      (a) =>
        !within(screen.getByRole('group', { name: 'Explore' }))
          .queryAllByRole('link')
          .includes(a),
    );
const exploreLinks = () =>
  within(screen.getByRole('group', { name: 'Explore' }))
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  useAuthStore.getState().logout();
});

describe('AppLayout', () => {
  it('Escape closes the full-screen navigation and gives focus back to its button', async () => {
    renderLayout();
    const burger = screen.getByRole('button', { name: 'Open navigation' });
    fireEvent.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(burger).toHaveAttribute('aria-expanded', 'false'));
    expect(burger).toHaveFocus();
  });

  it('a guest sees the public items and log in / sign up', () => {
    renderLayout();
    expect(modeLinks().map((a) => a.textContent)).toEqual(['Discover', 'Search', 'Categories']);
    expect(exploreLinks()).toEqual(EXPLORE);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcitizen%2Fdiscover',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('citizen mode: the citizen items, the current one marked', () => {
    useAuthStore.getState().setSession(makeSession());
    renderLayout('/citizen/eyemarked');
    const nav = within(mainNav());
    expect(exploreLinks()).toEqual(EXPLORE);
    expect(modeLinks().map((a) => a.textContent)).toEqual([
      'Discover',
      'Eyemarked',
      'Search',
      'Categories',
      'Notifications',
      'Profile',
    ]);
    expect(nav.getByRole('link', { name: 'Eyemarked' })).toHaveAttribute('aria-current', 'page');
    // Only a personal account: nothing to switch to.
    expect(screen.queryByRole('button', { name: /Switch organisation/ })).toBeNull();
    expect(screen.queryByText('Mode')).toBeNull();
  });

  it('analytics pages keep the Analytics item marked', () => {
    renderLayout('/analytics/citizens');
    expect(within(mainNav()).getByRole('link', { name: 'Analytics' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('organisation mode: the organisation items; the switcher lists every organisation and switches mode', async () => {
    const store = useAuthStore.getState();
    const works = ministry({
      role: { public_id: 'owner', name: 'Owner', permissions: PERMISSION_LIST.map((p) => p.id) },
    });
    store.setSession(
      makeSession({
        user: makeUser({ account_type: 'MINISTRY' }),
        organisations: [makeOrganization(), works],
      }),
    );
    store.setCurrentOrganization(works);
    store.setMode('ORGANISATION');
    const { router } = renderLayout('/mda/dashboard');

    expect(exploreLinks()).toEqual(EXPLORE);
    expect(modeLinks().map((a) => a.getAttribute('href'))).toEqual([
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
    expect(useAuthStore.getState().currentOrganization?.public_id).toBe('org-personal');
    expect(useAuthStore.getState().mode).toBe('CITIZEN');
    expect(router.state.location.pathname).toBe('/citizen/discover');
  });

  it('staff mode: a banner names the organisation and role, the nav holds what the role allows, and it can be left', async () => {
    const store = useAuthStore.getState();
    const works = ministry({
      is_staff: true,
      role: {
        public_id: 'r-monitor',
        name: 'Field monitor',
        permissions: [P.VIEW_POST_PROJECT_UPDATES, 17, 18, 19, 20, 32],
      },
    });
    store.setSession(makeSession({ organisations: [makeOrganization(), works] }));
    store.setCurrentOrganization(works);
    store.setMode('ORGANISATION');
    store.setStaffMode(true);
    const { router } = renderLayout('/mda/dashboard');

    const banner = screen.getByRole('region', { name: 'Staff mode' });
    expect(banner).toHaveTextContent('you are working for Ministry of Works as Field monitor');
    const links = within(mainNav())
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).not.toContain('/mda/column-mapping');
    expect(links).not.toContain('/mda/stakeholders');
    expect(links).toContain('/projects-list');

    // The switcher keeps staff memberships apart.
    fireEvent.click(
      await screen.findByRole(
        'button',
        { name: /Ministry of Works \(staff mode\)\. Switch organisation/ },
        { timeout: 10_000 },
      ),
    );
    expect(await screen.findByText('Work as staff of')).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

    fireEvent.click(within(banner).getByRole('button', { name: 'Leave staff mode' }));
    expect(useAuthStore.getState()).toMatchObject({
      staffMode: false,
      mode: 'CITIZEN',
      currentOrganization: { public_id: 'org-personal' },
    });
    expect(router.state.location.pathname).toBe('/citizen/discover');
    expect(screen.queryByRole('region', { name: 'Staff mode' })).toBeNull();
  });
});
