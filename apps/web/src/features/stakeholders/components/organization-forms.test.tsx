import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { API_BASE } from '../../../lib/api-client';
import { makeDepartment, makePage, makeRole } from '../../../test/fixtures';
import { mockApi, type ApiCall, type ApiReply } from '../../../test/msw';
import { renderWithRouter } from '../../../test/render';
import { DepartmentsPanel } from './departments-panel';
import { RolesPanel } from './roles-panel';
import { SubUsersPanel } from './sub-users-panel';

const ROLE_ID = '33333333-3333-4333-8333-333333333333';
const api = mockApi();
const json = (body: unknown, status = 200): ApiReply => ({ status, body });
let writes: { path: string; body: unknown }[];
let refuse: Record<string, unknown> | null;
/** Notes a write's path (below /api/v1) and body; answers `created`, or the 400 of `refuse` when set. */
const write =
  (created: () => unknown) =>
  ({ url, body }: ApiCall): ApiReply => {
    writes.push({ path: url.pathname.replace(API_BASE, ''), body });
    return refuse ? json(refuse, 400) : json(created(), 201);
  };

beforeEach(() => {
  writes = [];
  refuse = null;
  api.route('get', '/*', json(makePage([])));
  api.endpoint('GET /users/roles/', json(makePage([makeRole({ public_id: ROLE_ID })])));
  api.endpoint(
    'POST /users/departments/',
    write(() => makeDepartment()),
  );
  api.endpoint(
    'POST /users/staff/add-sub-users/',
    write(() => ({ detail: 'ok', results: [], invitations: [] })),
  );
  api.endpoint(
    'POST /users/roles/',
    write(() => makeRole({ public_id: '44444444-4444-4444-8444-444444444444', role_type: 'stakeholder' })),
  );
});

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
