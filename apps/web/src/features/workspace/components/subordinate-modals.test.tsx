import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createSubordinateBodySchema,
  subordinateWithPasswordSchema,
} from '@oversight/shared/collaboration/subordinates.schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { mockApi } from '../../../test/msw';
import { SubordinateFormModal } from './subordinate-modals';

const api = mockApi();
beforeEach(() => {
  api.route(
    'post',
    '/users/subordinate/',
    ({ body }) => {
      const { name, email } = body as { name: string; email: string };
      return {
        status: 201,
        body: {
          public_id: 'a1',
          display_name: name,
          username: 'roads',
          email,
          avatar: null,
          account_type: 'AGENCY',
          account_type_code: 4,
          description: '',
          parent: null,
          max_sub_users: 5,
          is_pro_user: false,
          created: '2026-11-26T10:00:00Z',
          no_of_projects: 0,
          no_of_agencies: 0,
          average_completion_rate: 0,
          password: 'pw-once',
        },
      };
    },
    { request: createSubordinateBodySchema, response: subordinateWithPasswordSchema },
  );
});

describe('SubordinateFormModal', () => {
  it('checks the agency with the shared schema, then creates it and hands back the password', async () => {
    const onDone = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider theme={theme}>
          <SubordinateFormModal
            opened
            onClose={() => undefined}
            editing={null}
            isAdmin={false}
            ministries={[]}
            onDone={onDone}
          />
        </MantineProvider>
      </QueryClientProvider>,
    );
    const form = screen.getByRole('form', { name: 'Add organisation' });
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'R');
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'roads@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter the name.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'oads Maintenance Agency ');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('pw-once'));
    expect(api.calls[0]!.body).toEqual({
      name: 'Roads Maintenance Agency',
      email: 'roads@example.test',
      max_sub_users: 5,
      account_type: 'AGENCY',
    });
    expect(form).toBeInTheDocument();
  });
});
