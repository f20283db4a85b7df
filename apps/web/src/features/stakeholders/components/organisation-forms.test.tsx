import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render';
import { DepartmentsPanel } from './departments-panel';
import { RolesPanel } from './roles-panel';
import { SubUsersPanel } from './sub-users-panel';

const ROLE_ID = '33333333-3333-4333-8333-333333333333';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });
let writes: { path: string; body: unknown }[];
let refuse: Record<string, unknown> | null;

beforeEach(() => {
  writes = [];
  refuse = null;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname.replace('/api/v1', '');
      if (init?.method === 'POST' || init?.method === 'PATCH') {
        writes.push({ path, body: JSON.parse(init.body as string) });
        if (refuse) return Promise.resolve(json(refuse, 400));
        return Promise.resolve(
          json(
            {
              public_id: '44444444-4444-4444-8444-444444444444',
              name: 'x',
              detail: 'ok',
              results: [],
              invitations: [],
            },
            201,
          ),
        );
      }
      if (path.startsWith('/users/roles/'))
        return Promise.resolve(
          json(
            page([
              {
                public_id: ROLE_ID,
                name: 'Field monitor',
                role_type: 'organization',
                is_owner: false,
                permissions: [],
                permission_names: [],
                assigned_count: 0,
                created: '2026-03-01T10:00:00Z',
                modified: '2026-03-01T10:00:00Z',
                abilities: { edit: true, delete: true },
              },
            ]),
          ),
        );
      return Promise.resolve(json(page([])));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('organisation forms', { timeout: 30_000 }, () => {
  it('adds a department with its trimmed name and empties the field', async () => {
    const user = userEvent.setup();
    renderWithRouter(<DepartmentsPanel />);
    const field = screen.getByRole('textbox', { name: 'New department' });
    expect(screen.getByRole('button', { name: 'Add department' })).toBeDisabled();
    await user.type(field, '  Monitoring and evaluation ');
    await user.click(screen.getByRole('button', { name: 'Add department' }));
    await waitFor(() => expect(field).toHaveValue(''));
    expect(writes).toEqual([{ path: '/users/departments/', body: { name: 'Monitoring and evaluation' } }]);
  });

  it('keeps what was typed when the server refuses a department', async () => {
    refuse = { name: ['A department with this name already exists.'] };
    const user = userEvent.setup();
    renderWithRouter(<DepartmentsPanel />);
    await user.type(screen.getByRole('textbox', { name: 'New department' }), 'Finance');
    await user.click(screen.getByRole('button', { name: 'Add department' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(screen.getByRole('textbox', { name: 'New department' })).toHaveValue('Finance');
  });

  it("checks the sub-user e-mail with the shared schema (past the browser's own check) before inviting, then sends it with the role", async () => {
    const user = userEvent.setup();
    renderWithRouter(<SubUsersPanel />);
    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'ada@works');
    await user.click(screen.getByRole('textbox', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Field monitor', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Add sub-user' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(writes).toHaveLength(0);
    await user.clear(screen.getByRole('textbox', { name: /E-mail address/ }));
    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'Ada@Works.ng');
    await user.click(screen.getByRole('button', { name: 'Add sub-user' }));
    await waitFor(() =>
      expect(writes).toEqual([
        {
          path: '/users/staff/add-sub-users/',
          body: { users: [{ email: 'ada@works.ng', role_id: ROLE_ID, department_ids: [] }] },
        },
      ]),
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveValue(''));
  });

  it('creates a role with its name, type and permissions', async () => {
    const user = userEvent.setup();
    renderWithRouter(<RolesPanel />);
    await user.click(screen.getByRole('button', { name: 'New role' }));
    await user.type(await screen.findByRole('textbox', { name: /Role name/ }), ' Field monitor ');
    await user.click(screen.getByRole('button', { name: 'Create role' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      path: '/users/roles/',
      body: { name: 'Field monitor', role_type: 'stakeholder' },
    });
  });
});
