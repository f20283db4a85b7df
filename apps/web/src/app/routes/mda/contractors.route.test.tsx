import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeOrganizationCard } from '../../../test/fixtures';
import { mockApi } from '../../../test/msw';
import { theme } from '../../theme';
import { Component as ContractorsPage } from './contractors.route';

const api = mockApi();
const TOTAL = 30;
const NO_STATUSES = { not_started: 0, ongoing: 0, completed: 0, on_hold: 0, canceled: 0, abandoned: 0 };

beforeEach(() => {
  api.endpoint('POST /users/contractor/', ({ body }) => {
    const sent = body as { name: string; email: string };
    return {
      status: 201,
      body: {
        ...makeOrganizationCard({
          public_id: 'new-1',
          name: sent.name,
          username: 'new_1',
          account_type: 'CONTRACTOR',
          no_of_projects: 0,
        }),
        email: sent.email,
        status: 'invited',
      },
    };
  });
  api.endpoint('GET /users/mda-dashboard/', ({ url }) => {
    const params = url.searchParams;
    const offset = Number(params.get('contractors_offset') ?? 0);
    const limit = Number(params.get('contractors_limit') ?? 100);
    const name = params.get('contractors_query');
    const all = Array.from({ length: TOTAL }, (_, i) => `Builder ${String(i + 1).padStart(2, '0')}`).filter(
      (n) => !name || n.includes(name),
    );
    const data = all.slice(offset, offset + limit).map((n) => ({
      ...makeOrganizationCard({
        public_id: n.replace(' ', '-'),
        name: n,
        username: n.replace(' ', '_'),
        account_type: 'CONTRACTOR',
        no_of_projects: 1,
      }),
      email: null,
      status: 'accepted',
    }));
    const body = {
      year: null,
      projects: { count: 0, status_count: NO_STATUSES, data: [] },
      contractors: { count: all.length, data },
    };
    return { body };
  });
});

const lastParams = () => api.calls.at(-1)!.url.searchParams;

describe('/mda/contractors', () => {
  it('pages through every contractor and searches them on the server', async () => {
    const user = userEvent.setup();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MantineProvider theme={theme}>
          <RouterProvider router={createMemoryRouter([{ path: '*', element: <ContractorsPage /> }])} />
        </MantineProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Builder 01')).toBeInTheDocument();
    expect(screen.getByText(/Your contractors \(30\)/)).toBeInTheDocument();
    expect(screen.queryByText('Builder 25')).not.toBeInTheDocument();
    expect(lastParams().get('contractors_limit')).toBe('24');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Builder 25')).toBeInTheDocument();
    expect(lastParams().get('contractors_offset')).toBe('24');

    await user.type(screen.getByRole('textbox', { name: 'Filter contractors by name' }), 'Builder 3');
    await waitFor(() => expect(lastParams().get('contractors_query')).toBe('Builder 3'));
    expect(lastParams().get('contractors_offset')).toBe('0');
    expect(await screen.findByText(/Matching contractors \(1\)/)).toBeInTheDocument();
    expect(screen.getByText('Builder 30')).toBeInTheDocument();
  });

  it('invites a contractor with the trimmed details, leaving out an empty RC number, and empties the form', async () => {
    const user = userEvent.setup();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MantineProvider theme={theme}>
          <RouterProvider router={createMemoryRouter([{ path: '*', element: <ContractorsPage /> }])} />
        </MantineProvider>
      </QueryClientProvider>,
    );
    const form = screen.getByRole('form', { name: 'Invite a contractor' });
    expect(within(form).getByRole('button', { name: 'Send invitation' })).toBeDisabled();
    await user.type(within(form).getByRole('textbox', { name: /Company name/ }), ' Bergr Works ');
    await user.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'works@bergr.ng');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /Company name/ })).toHaveValue(''));
    const post = api.calls.find((call) => call.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/v1/users/contractor/');
    expect(post.body).toEqual({
      name: 'Bergr Works',
      email: 'works@bergr.ng',
    });
  });
});
