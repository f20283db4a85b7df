import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { useAuthStore } from '../lib/auth-store';
import { reportError } from '../lib/error-reporting';
import { makeSession } from '../test/fixtures';
import { renderRoutes } from '../test/render';
import { ServerErrorPage } from './error-pages';
import { RootErrorBoundary } from './root-error-boundary';
import { RequireAuth } from './route-guards';
import { routes } from './router';

vi.mock('../lib/error-reporting', () => ({ reportError: vi.fn() }));

// docs/spec/routes.txt, with {x} written as :x.
const SPEC_ROUTES = `
/ /faqs /terms /privacy /community-guidelines /login /signup /password-reset /password-reset/confirm /400 /500
/categories /categories/subcategories /categories/:category /categories/:category/:subcategory/:page /search /project
/project/:id /profile /profile/:id /post/:id /notifications /projects-list /mda/ministries /mda/agencies /contractors
/organisations /organisations/:id /citizen/discover /citizen/eyemarked /analytics/projects /analytics/citizens
/analytics/contractors /analytics/facilities /mda/dashboard /mda/contractors /mda/create-project /mda/edit-project/:id
/mda/column-mapping /mda/changelogs /preview /mda/stakeholders /mda/organisations /mda/plans /mda/plans/:id
/mda/plans/:id/children /mda/custom-dashboards /mda/custom-dashboards/:id /mda/project/:id /forms /forms/create
/forms/:id /forms/:id/responses /forms/shared /forms/:id/respond /settings/account /settings/change-password
/settings/interests /settings/profile /settings/privacy /settings/resources /settings/about /settings/faq
/settings/subscription /settings/delete-account`
  .split(/\s+/)
  .filter(Boolean);

function leaves(tree: RouteObject[], prefix = ''): { path: string; route: RouteObject }[] {
  return tree.flatMap((route) => {
    const path = route.index
      ? prefix || '/'
      : route.path
        ? `${prefix}/${route.path}`.replace(/\/+/g, '/')
        : prefix;
    if (route.children) return leaves(route.children, path);
    return [{ path: path || '/', route }];
  });
}

describe('router', () => {
  it('serves every route of docs/spec/routes.txt, each as a lazy module exporting Component', async () => {
    const all = leaves(routes);
    const paths = all.map((l) => l.path);
    for (const path of SPEC_ROUTES) expect(paths, path).toContain(path);
    for (const { path, route } of all) {
      if (!route.lazy || path === '/settings') continue;
      const module = await (route.lazy as () => Promise<{ Component?: unknown }>)();
      expect(typeof module.Component, path).toBe('function');
    }
    // Importing every screen transforms most of the app: slow on a loaded two-core machine.
  }, 120_000);

  it('sends a guest from a signed-in-only route to sign-in with SessionRequired and the way back', async () => {
    useAuthStore.getState().logout();
    const { router } = renderRoutes(
      [
        { element: <RequireAuth />, children: [{ path: '/mda/plans', element: <p>plans</p> }] },
        { path: '/login', element: <p>login page</p> },
      ],
      '/mda/plans?year=2025',
    );
    expect(await screen.findByText('login page')).toBeInTheDocument();
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('error')).toBe('SessionRequired');
    expect(params.get('callbackUrl')).toBe('/mda/plans?year=2025');
  });

  it('sends someone who signed out on purpose home, not to the sign-in page', async () => {
    useAuthStore.getState().setSession(makeSession());
    useAuthStore.getState().logout('user');
    renderRoutes(
      [
        { element: <RequireAuth />, children: [{ path: '/settings/account', element: <p>settings</p> }] },
        { path: '/', element: <p>home page</p> },
        { path: '/login', element: <p>login page</p> },
      ],
      '/settings/account',
    );
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('lets a signed-in user through', async () => {
    useAuthStore.getState().setSession(makeSession());
    renderRoutes(
      [{ element: <RequireAuth />, children: [{ path: '/mda/plans', element: <p>plans</p> }] }],
      '/mda/plans',
    );
    expect(await screen.findByText('plans')).toBeInTheDocument();
  });
});

describe('error pages', () => {
  it('a render error shows the 500 page and is reported', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes([{ path: '/', Component: Broken, ErrorBoundary: RootErrorBoundary }]);
    expect(await screen.findByRole('heading', { name: "Sorry! It's not you, it's us" })).toBeInTheDocument();
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), expect.anything());
  });

  it.each([
    ['a guest', null, 'Back to dashboard', '/citizen/discover'],
    ['citizen mode', 'CITIZEN', 'Back to dashboard', '/citizen/discover'],
    ['organisation mode', 'ORGANISATION', 'Back to dashboard', '/mda/dashboard'],
  ] as const)(
    'the error page sends %s back to a dashboard (visitors to the citizen one)',
    async (_who, mode, label, href) => {
      useAuthStore.getState().logout();
      if (mode) {
        useAuthStore.getState().setSession(makeSession());
        useAuthStore.getState().setMode(mode);
      }
      renderRoutes([{ path: '/500', Component: ServerErrorPage }], '/500');
      expect(await screen.findByRole('link', { name: label })).toHaveAttribute('href', href);
    },
  );
});
