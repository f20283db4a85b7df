import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { updateProjectBodySchema } from '@oversight/shared/projects/project-writes.schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { makePage, makeProject } from '../../../test/fixtures';
import { mockApi } from '../../../test/msw';
import { theme } from '../../theme';
import { ChildProjectsSection } from './child-projects-section';

const abilities = {
  edit: true,
  publish: true,
  delete: false,
  eyemark: true,
  review: true,
  view_financials: true,
  post_update: true,
  manage_stakeholders: false,
};
const brief = (publicId: string, name: string, code: string, isPublished = false) =>
  makeProject({
    public_id: publicId,
    name,
    code,
    status: 'ON_GOING',
    status_label: 'Ongoing',
    is_published: isPublished,
    abilities,
  });

const api = mockApi();
let children = [brief('phase-one', 'Phase One', 'P-1', true)];

beforeEach(() => {
  children = [brief('phase-one', 'Phase One', 'P-1', true)];
  api.route(
    'patch',
    '/projects/:id/',
    ({ body, params }) => {
      const change = body as { parent?: string; detach_parent?: boolean };
      const id = String(params.id);
      if (change.detach_parent) children = children.filter((child) => child.public_id !== id);
      if (change.parent) children = [...children, brief(id, 'Road Lot B', 'RL-B')];
      return { body: { public_id: id } };
    },
    { request: updateProjectBodySchema },
  );
  api.endpoint('GET /projects/organization-projects/', ({ url }) => ({
    body: url.searchParams.get('parent')
      ? makePage(children)
      : makePage([brief('programme', 'Programme', 'PRG'), brief('road-lot-b', 'Road Lot B', 'RL-B')]),
  }));
});

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <ChildProjectsSection
          project={{ public_id: 'programme', name: 'Programme', parent: null, abilities }}
        />
      ),
    },
  ]);
  render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const patches = () => api.calls.filter((call) => call.method === 'PATCH');

describe('ChildProjectsSection', () => {
  it('lists the parts, detaches one and links another of the organisation’s projects', async () => {
    const user = userEvent.setup();
    renderSection();
    const list = await screen.findByRole('list', { name: 'Parts of this project' });
    expect(within(list).getByRole('link', { name: 'Phase One' })).toHaveAttribute(
      'href',
      '/mda/project/phase-one',
    );
    expect(screen.getByRole('link', { name: 'New part' })).toHaveAttribute(
      'href',
      '/mda/create-project?parent=programme',
    );

    await user.click(screen.getByRole('button', { name: 'Detach Phase One' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]!.body).toEqual({ detach_parent: true });
    expect(await screen.findByText(/No parts yet/)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Link one of your projects as a part' }), 'Road');
    // The project itself is never offered as its own part.
    const option = await screen.findByText('Road Lot B (RL-B)');
    expect(screen.queryByText('Programme (PRG)')).not.toBeInTheDocument();
    await user.click(option);
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(patches()[1]!.url.pathname).toBe('/api/v1/projects/road-lot-b/');
    expect(patches()[1]!.body).toEqual({ parent: 'programme' });
    expect(await screen.findByRole('link', { name: 'Road Lot B' })).toBeInTheDocument();
  });
});
