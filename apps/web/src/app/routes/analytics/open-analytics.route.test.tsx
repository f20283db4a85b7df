import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { useAuthStore } from '../../../lib/auth-store';
import { mockApi } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { RequireAuth } from '../../route-guards';
import { routes } from '../../router';

vi.mock('../../../lib/error-reporting', () => ({ reportError: vi.fn() }));

const api = mockApi();

/** Each leaf path of the route tree, and whether sign-in guards it. */
function guardedPaths(tree: RouteObject[], prefix = '', guarded = false, out = new Map<string, boolean>()) {
  for (const route of tree) {
    const path = route.path ? `${prefix}/${route.path}`.replace(/\/+/g, '/') : prefix;
    const under = guarded || route.Component === RequireAuth;
    if (route.children) guardedPaths(route.children, path, under, out);
    else out.set(path || '/', under);
  }
  return out;
}

// The contractor and facility figures are of published projects and their API answers anyone (open
// analytics pages); the citizens' figures are for the supervising body and organisations.
describe('the open analytics pages', () => {
  beforeEach(() => {
    useAuthStore.getState().logout();
    // No server: the page must still open for a guest and say it could not load, not send them to sign in.
    api.answer(() => ({ status: 503, body: {} }));
  });

  it('need no sign-in for projects, contractors and facilities; citizens do', () => {
    const guarded = guardedPaths(routes);
    expect(guarded.get('/analytics/projects')).toBe(false);
    expect(guarded.get('/analytics/contractors')).toBe(false);
    expect(guarded.get('/analytics/facilities')).toBe(false);
    expect(guarded.get('/analytics/citizens')).toBe(true);
  });

  it.each([
    ['/analytics/contractors', () => import('./contractors.route'), 'Contractor analytics', 'Contractors'],
    ['/analytics/facilities', () => import('./facilities.route'), 'Facility analytics', 'Facilities'],
  ])('opens %s for a guest, with the tabs a guest may follow', async (path, load, heading, tab) => {
    const { Component } = await load();
    renderRoutes(
      [
        { path, Component },
        { path: '/login', element: <p>login page</p> },
      ],
      path,
    );
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'Analytics pages' }));
    expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Projects',
      'Contractors',
      'Facilities',
    ]);
    expect(tabs.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('login page')).not.toBeInTheDocument();
  });
});
