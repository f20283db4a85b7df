import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { SubordinateFormModal } from './subordinate-modals';

const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { name: string };
    return new Response(JSON.stringify({ public_id: 'a1', display_name: body.name, password: 'pw-once' }), {
      status: 201,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('SubordinateFormModal', () => {
  it('checks the agency with the shared schema, then creates it and hands back the password', async () => {
    const onDone = vi.fn();
    render(
      <MantineProvider theme={theme}>
        <SubordinateFormModal
          opened
          onClose={() => undefined}
          editing={null}
          isAdmin={false}
          ministries={[]}
          onDone={onDone}
        />
      </MantineProvider>,
    );
    const form = screen.getByRole('form', { name: 'Add organisation' });
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'R');
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'roads@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter the name.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'oads Maintenance Agency ');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('pw-once'));
    expect(JSON.parse(String((fetchMock.mock.calls[0]![1] as RequestInit).body))).toEqual({
      name: 'Roads Maintenance Agency',
      email: 'roads@example.test',
      max_sub_users: 5,
      account_type: 'AGENCY',
    });
    expect(form).toBeInTheDocument();
  });
});
