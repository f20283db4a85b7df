import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { deleteProjectResultSchema } from '@oversight/shared/projects/project-deletion.schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { mockApi } from '../../../test/msw';
import { DeleteProjectButton } from './delete-project-button';

const api = mockApi();

beforeEach(() => {
  api.route(
    'delete',
    '/projects/:id/',
    { body: { detail: 'The project is deleted.', restorable_until: '2026-12-26T10:00:00.000Z' } },
    { response: deleteProjectResultSchema },
  );
});

function renderButton(canDelete: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const project = {
    public_id: 'kano-water-scheme',
    name: 'Kano Water Scheme',
    abilities: { delete: canDelete },
  };
  const router = createMemoryRouter(
    [
      { path: '/mda/project/:id', element: <DeleteProjectButton project={project} /> },
      { path: '/mda/deleted-projects', element: <p>deleted projects page</p> },
    ],
    { initialEntries: ['/mda/project/kano-water-scheme'] },
  );
  render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return router;
}

const deletes = () => api.calls.filter((call) => call.method === 'DELETE');

describe('DeleteProjectButton', () => {
  it('is not offered when the role may not delete the project', () => {
    renderButton(false);
    expect(screen.queryByRole('button', { name: 'Delete project' })).not.toBeInTheDocument();
  });

  it('asks first; Cancel deletes nothing', async () => {
    const user = userEvent.setup();
    renderButton(true);
    await user.click(screen.getByRole('button', { name: 'Delete project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Kano Water Scheme”?' });
    expect(within(dialog).getByText(/restore it from Deleted projects for 30 days/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes()).toHaveLength(0);
  });

  it('deletes on confirmation and opens the deleted projects', async () => {
    const user = userEvent.setup();
    const router = renderButton(true);
    await user.click(screen.getByRole('button', { name: 'Delete project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Kano Water Scheme”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete project' }));
    expect(await screen.findByText('deleted projects page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mda/deleted-projects');
    expect(deletes()).toHaveLength(1);
    expect(deletes()[0]!.url.pathname).toBe('/api/v1/projects/kano-water-scheme/');
  });
});
