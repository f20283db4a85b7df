import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { selectArea, useFilterStore } from './filter-store';
import { useFilterUrlSync } from './use-area-filters';

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
