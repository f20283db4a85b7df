import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makePage, makeRole } from '../../../test/fixtures';
import { mockApi, type ApiCall } from '../../../test/msw';
import { renderWithRouter } from '../../../test/render';
import { ShareDialogBody } from './share-dialog';

const ROLE_ID = '33333333-3333-4333-8333-333333333333';
const api = mockApi();
let invites: unknown[];

beforeEach(() => {
  invites = [];
  api.route('get', '/*', { body: makePage([]) });
  api.endpoint('GET /users/qs/', { body: { projects: [], mdas: [], contractors: [] } });
  api.endpoint('GET /dashboards/{id}/stakeholders/', { body: { ...makePage([]), access_groups: [] } });
  api.endpoint('GET /users/roles/', {
    body: makePage([makeRole({ public_id: ROLE_ID, name: 'Viewer', role_type: 'stakeholder' })]),
  });
  api.endpoint('POST /dashboards/{id}/invite-stakeholders/', ({ body }: ApiCall) => {
    invites.push(body);
    return { body: { detail: 'Invitation sent.', invitations: [], granted: [] } };
  });
});

describe('the share dialog', { timeout: 30_000 }, () => {
  it('invites the picked people with one role, type and message, then empties the list and message', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ShareDialogBody contentType="dashboard" contentId="d1" />);
    const invite = screen.getByRole('button', { name: 'Invite' });
    expect(invite).toBeDisabled();
    await user.type(
      screen.getByRole('textbox', { name: 'Person, organisation or e-mail address' }),
      'Ada@Example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Invite Ada@Example.com by e-mail' }));
    expect(invite).toBeDisabled();
    await user.click(screen.getByRole('textbox', { name: 'Role on this item' }));
    await user.click(await screen.findByRole('option', { name: 'Viewer', hidden: true }));
    await user.type(screen.getByRole('textbox', { name: 'Message (optional)' }), 'Please have a look');
    expect(invite).toBeEnabled();
    await user.click(invite);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message (optional)' })).toHaveValue(''));
    expect(invites).toEqual([
      {
        stakeholders: [{ email: 'ada@example.com', role_id: ROLE_ID, stakeholder_type: 1 }],
        message: 'Please have a look',
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Do not invite Ada@Example.com by e-mail' })).toBeNull();
    expect(invite).toBeDisabled();
  });
});
