import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { selectArea, useFilterStore } from './filter-store';
import { useFilterUrlSync, useHomeState } from './use-area-filters';

function Screen() {
  useFilterUrlSync('search');
  return null;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/search', element: <Screen /> },
      { path: '/other', element: null },
    ],
    { initialEntries: [path] },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

const search = () => selectArea('search')(useFilterStore.getState());
const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  localStorage.clear();
  useFilterStore.setState({ areas: {} });
});

describe('filters in the URL', () => {
  it('a link with filters opens with them (StrictMode runs effects twice)', async () => {
    const router = renderAt('/search?q=hospitl&status=ON_GOING&tab=projects');
    await tick();
    expect(search()).toMatchObject({ query: 'hospitl', status: ['ON_GOING'] });
    expect(router.state.location.search).toContain('q=hospitl');
    expect(router.state.location.search).toContain('tab=projects');
  });

  it('a URL without filters shows the filters the area kept, and writes them into the URL', async () => {
    useFilterStore.getState().toggleStatus('search', 'COMPLETED');
    const router = renderAt('/search?tab=top');
    await tick();
    expect(search().status).toEqual(['COMPLETED']);
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('COMPLETED');
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('top');
  });

  it('changes are written to the URL, quick successive ones included, replacing the entry', async () => {
    const router = renderAt('/search');
    await tick();
    act(() => {
      useFilterStore.getState().toggleStatus('search', 'ON_HOLD');
      useFilterStore.getState().toggleLocation('search', 'Kano');
    });
    await tick();
    act(() => useFilterStore.getState().submitSearch('search', 'bridge'));
    await tick();
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('status')).toBe('ON_HOLD');
    expect(params.get('state')).toBe('KANO');
    expect(params.get('q')).toBe('bridge');
    expect(search()).toMatchObject({
      status: ['ON_HOLD'],
      query: 'bridge',
      location: { selected: ['KANO'] },
    });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('navigating to a URL with other filters adopts them, keeping the recent searches', async () => {
    const router = renderAt('/search');
    await tick();
    act(() => useFilterStore.getState().submitSearch('search', 'road'));
    await tick();
    await act(() => router.navigate('/search?q=school&zone=SE'));
    await tick();
    expect(search()).toMatchObject({
      query: 'school',
      recent: ['road'],
      location: { selectedZone: 'SE', selected: [] },
    });
  });
});

function Discover({ home }: { home: string | null }) {
  useHomeState('discover', home);
  useFilterUrlSync('discover');
  return null;
}

function renderDiscover(path: string, home: string | null) {
  const router = createMemoryRouter([{ path: '/citizen/discover', element: <Discover home={home} /> }], {
    initialEntries: [path],
  });
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

const discover = () => selectArea('discover')(useFilterStore.getState());

describe('discover opens on the home state', () => {
  it('a citizen who has not picked a place sees their state, and the URL says so', async () => {
    const router = renderDiscover('/citizen/discover', 'KANO');
    await tick();
    expect(discover().aroundMe).toMatchObject({ source: 'state', state: 'KANO' });
    expect(new URLSearchParams(router.state.location.search).get('near_state')).toBe('KANO');
  });

  it('a place the citizen picked (All of Nigeria) stays on the next visit', async () => {
    useFilterStore.getState().setAroundMe('discover', { source: 'all', picked: true });
    renderDiscover('/citizen/discover', 'KANO');
    await tick();
    expect(discover().aroundMe).toMatchObject({ source: 'all', state: null });
  });

  it('a link with filters and a guest (no home) keep what they had', async () => {
    renderDiscover('/citizen/discover?status=COMPLETED', 'KANO');
    await tick();
    expect(discover().aroundMe).toMatchObject({ source: 'location', state: null });
    useFilterStore.setState({ areas: {} });
    renderDiscover('/citizen/discover', null);
    await tick();
    expect(discover().aroundMe).toMatchObject({ source: 'location', state: null });
  });

  it('near=all in a link opens all of Nigeria, picked', async () => {
    renderDiscover('/citizen/discover?near=all', 'KANO');
    await tick();
    expect(discover().aroundMe).toMatchObject({ source: 'all', picked: true });
  });
});
