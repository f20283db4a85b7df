import {
  departmentSchema,
  memberBriefPageSchema,
  updateDepartmentBodySchema,
  type Department,
  type MemberBrief,
} from '@oversight/shared/collaboration/departments.schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeDepartment, makePage } from '../../../test/fixtures';
import { mockApi } from '../../../test/msw';
import { renderWithRouter } from '../../../test/render';
import { nextMemberIds } from '../api/organization';
import { DepartmentMembersDialog, membersLabel } from './department-members';

const person = (n: number, name: string): MemberBrief => ({
  public_id: `00000000-0000-4000-8000-00000000000${n}`,
  username: name.toLowerCase(),
  display_name: name,
  email: `${name.toLowerCase()}@example.test`,
  avatar: null,
  account_type: 'CITIZEN',
});
const ada = person(1, 'Ada');
const bola = person(2, 'Bola');
const chike = person(3, 'Chike');

const department = (members: MemberBrief[]): Department =>
  makeDepartment({
    public_id: '00000000-0000-4000-8000-0000000000d1',
    name: 'Monitoring',
    members_count: members.length,
    members,
    created: '2026-01-01T00:00:00Z',
    modified: '2026-01-01T00:00:00Z',
  });

const api = mockApi();
const DEPARTMENT = '/users/departments/:id/';
const patches = () => api.calls.filter((call) => call.method === 'PATCH');

beforeEach(() => {
  api.route(
    'patch',
    DEPARTMENT,
    ({ body }) => {
      const ids = (body as { member_ids: string[] }).member_ids;
      return { body: department([ada, bola, chike].filter((p) => ids.includes(p.public_id))) };
    },
    { request: updateDepartmentBodySchema, response: departmentSchema },
  );
  api.route(
    'get',
    '/users/departments/member-options/',
    ({ url }) => {
      const query = url.searchParams.get('query') ?? '';
      const people = [ada, bola, chike].filter((p) =>
        p.display_name.toLowerCase().includes(query.toLowerCase()),
      );
      return { body: makePage(people) };
    },
    { response: memberBriefPageSchema },
  );
});

describe('nextMemberIds', () => {
  it('adds once and removes, keeping the others', () => {
    expect(nextMemberIds([ada, bola], { add: chike.public_id })).toEqual([
      ada.public_id,
      bola.public_id,
      chike.public_id,
    ]);
    expect(nextMemberIds([ada, bola], { add: ada.public_id })).toEqual([ada.public_id, bola.public_id]);
    expect(nextMemberIds([ada, bola], { remove: ada.public_id })).toEqual([bola.public_id]);
    expect(membersLabel(1)).toBe('1 member');
    expect(membersLabel(0)).toBe('0 members');
  });
});

describe('DepartmentMembersDialog', () => {
  it('offers only people not yet in the department; adding and removing send the whole new list', async () => {
    renderWithRouter(
      <DepartmentMembersDialog department={department([ada])} opened onClose={() => undefined} />,
    );
    expect(await screen.findByText('1 member')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add Bola to Monitoring' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Ada to Monitoring' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add Chike to Monitoring' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]!.url.pathname).toBe(
      '/api/v1/users/departments/00000000-0000-4000-8000-0000000000d1/',
    );
    expect(patches()[0]!.body).toEqual({ member_ids: [ada.public_id, chike.public_id] });

    fireEvent.click(screen.getByRole('button', { name: 'Remove Ada from Monitoring' }));
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(patches()[1]!.body).toEqual({ member_ids: [] });
  });

  it('says what to do when nobody matches', async () => {
    renderWithRouter(
      <DepartmentMembersDialog department={department([])} opened onClose={() => undefined} />,
    );
    expect(await screen.findByText(/Nobody is in this department yet/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Add a person of your organisation/), { target: { value: 'zz' } });
    expect(
      await screen.findByText(/Nobody else in your organisation matches “zz”/, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });
});
