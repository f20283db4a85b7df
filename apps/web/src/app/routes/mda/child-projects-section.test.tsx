import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
const brief = (publicId: string, name: string, code: string, isPublished = false) => ({
  public_id: publicId,
  name,
  code,
  status: 'ON_GOING',
  is_published: isPublished,
  abilities,
});

const fetchMock = vi.fn();
let children = [brief('phase-one', 'Phase One', 'P-1', true)];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  children = [brief('phase-one', 'Phase One', 'P-1', true)];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    const address = new URL(String(url), 'http://localhost');
    if (init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as { parent?: string; detach_parent?: boolean };
      const id = decodeURIComponent(address.pathname.split('/').filter(Boolean).pop()!);
      if (body.detach_parent) children = children.filter((child) => child.public_id !== id);
      if (body.parent) children = [...children, brief(id, 'Road Lot B', 'RL-B')];
      return json({ public_id: id });
    }
    if (address.searchParams.get('parent'))
      return json({ count: children.length, next: null, previous: null, results: children });
    return json({
      count: 2,
      next: null,
      previous: null,
      results: [brief('programme', 'Programme', 'PRG'), brief('road-lot-b', 'Road Lot B', 'RL-B')],
    });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

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

const patches = () =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PATCH');

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
    expect(JSON.parse(String((patches()[0]![1] as RequestInit).body))).toEqual({ detach_parent: true });
    expect(await screen.findByText(/No parts yet/)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Link one of your projects as a part' }), 'Road');
    // The project itself is never offered as its own part.
    const option = await screen.findByText('Road Lot B (RL-B)');
    expect(screen.queryByText('Programme (PRG)')).not.toBeInTheDocument();
    await user.click(option);
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(String(patches()[1]![0])).toContain('/projects/road-lot-b/');
    expect(JSON.parse(String((patches()[1]![1] as RequestInit).body))).toEqual({ parent: 'programme' });
    expect(await screen.findByRole('link', { name: 'Road Lot B' })).toBeInTheDocument();
  });
});
