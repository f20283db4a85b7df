import { PERMISSIONS as P } from '@oversight/shared/access/permissions';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { makeProjectGroup, makeSession, ministry } from '../../../test/fixtures';
import { renderWithRouter } from '../../../test/render';
import { ProjectGroupBar } from './project-group-bar';

const group = makeProjectGroup();

function actAs(permissions: number[]) {
  const works = ministry({ role: { public_id: 'r', name: 'Role', permissions } });
  useAuthStore.getState().setSession(makeSession({ organisations: [works] }));
  useAuthStore.getState().setCurrentOrganization(works);
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  useAuthStore.getState().logout();
});

describe('ProjectGroupBar', () => {
  it('names the group and offers its Share dialog to those who manage project stakeholders', () => {
    actAs([P.MANAGE_PROJECT_STAKEHOLDERS, P.VIEW_PROJECT_GROUP]);
    renderWithRouter(<ProjectGroupBar group={group} />);
    const section = screen.getByRole('region', { name: 'Project group Lagos roads' });
    expect(section).toHaveTextContent('3 projects');
    expect(screen.getByRole('button', { name: 'Invite stakeholders' })).toBeInTheDocument();
  });

  it('shows no Share button to a role without that permission', () => {
    actAs([P.VIEW_PROJECT_GROUP]);
    renderWithRouter(<ProjectGroupBar group={makeProjectGroup({ projects_count: 1 })} />);
    expect(screen.getByRole('region', { name: 'Project group Lagos roads' })).toHaveTextContent('1 project');
    expect(screen.queryByRole('button', { name: 'Invite stakeholders' })).toBeNull();
  });
});
