import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  deletedProjectPageSchema,
  type DeletedProject,
} from '@oversight/shared/projects/project-deletion.schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/msw';
import { theme } from '../../theme';
import { Component as DeletedProjects } from './deleted-projects.route';

const api = mockApi();
const deleted = (id: string, name: string, daysLeft: number, wasPublished: boolean): DeletedProject => ({
  id,
  name,
  code: id.toUpperCase(),
  was_published: wasPublished,
  deleted_at: '2026-11-20T09:30:00.000Z',
  deleted_by: { username: 'ade', display_name: 'Ade Bello' },
  restorable_until: '2026-12-20T09:30:00.000Z',
  days_left: daysLeft,
});

beforeEach(() => {
  let results = [deleted('kano-dam', 'Kano Dam', 24, true), deleted('old-road', 'Old Road', 1, false)];
  api.route('post', '/projects/:id/restore/', ({ params }) => {
    results = results.filter((entry) => entry.id !== params.id);
    return { body: { detail: 'The project is restored.', id: params.id, is_published: true } };
  });
  api.route(
    'get',
    '/projects/deleted/',
    () => ({ body: { count: results.length, next: null, previous: null, results } }),
    {
      response: deletedProjectPageSchema,
    },
  );
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <DeletedProjects /> }]);
  render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('/mda/deleted-projects', () => {
  it('lists the deleted projects with the days left, and restores one', async () => {
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Deleted projects' });
    const dam = within(list).getByRole('listitem', { name: 'Kano Dam' });
    expect(within(dam).getByText('24 days left')).toBeInTheDocument();
    expect(within(dam).getByText(/by Ade Bello/)).toBeInTheDocument();
    expect(within(list).getByRole('listitem', { name: 'Old Road' })).toHaveTextContent('Last day to restore');

    await user.click(within(dam).getByRole('button', { name: 'Restore Kano Dam' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Kano Dam' })).not.toBeInTheDocument());
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url.pathname).toBe('/api/v1/projects/kano-dam/restore/');
  });
});
