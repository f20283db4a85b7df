import { act, render } from '@testing-library/react';
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchParamUpdater, withParams } from './use-search-param-updater';

describe('withParams', () => {
  it('sets, removes empty values and drops the reset params not set in the same call', () => {
    const next = withParams(
      new URLSearchParams('status=ongoing&page=3&q=road'),
      { status: 'completed', q: '', sector: null },
      ['page'],
    );
    expect(next.toString()).toBe('status=completed');
    expect(withParams(new URLSearchParams('page=3'), { page: '4' }, ['page']).toString()).toBe('page=4');
  });

  it('repeats a param for a list, and removes it for an empty list', () => {
    const previous = new URLSearchParams('col=a&col=b&q=road');
    expect(withParams(previous, { col: ['c', 'd'] }).toString()).toBe('q=road&col=c&col=d');
    expect(withParams(previous, { col: [] }).toString()).toBe('q=road');
  });
});

describe('useSearchParamUpdater', () => {
  function renderProbe(options?: Parameters<typeof useSearchParamUpdater>[0]) {
    const found: { current?: ReturnType<typeof useSearchParamUpdater> } = {};
    function Probe() {
      found.current = useSearchParamUpdater(options);
      return null;
    }
    const router = createMemoryRouter([{ path: '*', element: <Probe /> }], {
      initialEntries: ['/list', '/list?tab=map&page=2'],
      initialIndex: 1,
    });
    render(<RouterProvider router={router} />);
    return { router, found };
  }

  it("updates the page's search params, replacing the history entry by default", async () => {
    const { router, found } = renderProbe();
    expect(found.current![0].get('tab')).toBe('map');
    await act(() => {
      found.current![1]({ tab: 'list' }, ['page']);
      return Promise.resolve();
    });
    expect(router.state.location.search).toBe('?tab=list');
    expect(found.current![0].get('tab')).toBe('list');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
  });

  it('pushes a history entry when asked to', async () => {
    const { router, found } = renderProbe({});
    await act(() => {
      found.current![1]({ action: 'updated' }, ['page']);
      return Promise.resolve();
    });
    expect(router.state.location.search).toBe('?tab=map&action=updated');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?tab=map&page=2');
  });

  it("drops a write asked after the visitor left the screen, not to mark the next screen's address", async () => {
    window.history.replaceState(null, '', '/list?tab=map');
    const found: { current?: ReturnType<typeof useSearchParamUpdater> } = {};
    function Probe() {
      found.current = useSearchParamUpdater();
      return null;
    }
    const router = createBrowserRouter([{ path: '*', element: <Probe /> }]);
    render(<RouterProvider router={router} />);
    const late = found.current![1];
    await act(() => router.navigate('/project/42'));
    await act(() => {
      late({ tab: 'list' });
      return Promise.resolve();
    });
    // Not brought back, and the next screen's address does not get this screen's params either.
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/project/42');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/project/42');
    // On the screen it belongs to, it writes as before.
    await act(() => {
      found.current![1]({ tab: 'list' });
      return Promise.resolve();
    });
    expect(router.state.location.search).toBe('?tab=list');
    router.dispose();
    window.history.replaceState(null, '', '/');
  });
});
