import { projectDetailSchema, type ProjectDetail } from '@oversight/shared/projects/projects.schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProject } from '../../../test/fixtures';
import { mockApi } from '../../../test/msw';
import { renderWithRouter } from '../../../test/render';
import { ProjectOverview } from './project-overview';
import { Timeline } from './project-facts';

const api = mockApi();
const finance = {
  public_id: 'fmf',
  name: 'Federal Ministry of Finance',
  username: 'admin_body',
  account_type: 'ADMIN' as const,
  avatar: null,
};
const detail = (overrides: Partial<ProjectDetail> = {}): ProjectDetail =>
  projectDetailSchema.parse({
    ...makeProject(),
    child_projects: [],
    affiliated_organizations: [],
    sentiment_summary: { total: 0, groups: [], sentiments: [] },
    ...overrides,
  });

describe('ProjectOverview', () => {
  it('names the owning organisation as the lists and cards do when no ministry or agency is given', async () => {
    api.route('get', '/projects/:id/related-projects/', { body: [] });
    renderWithRouter(<ProjectOverview project={detail({ organization: finance })} />);
    const responsible = screen.getByRole('region', { name: 'Who is responsible' });
    expect(
      within(responsible).getByRole('link', { name: 'Federal Ministry of Finance' }),
    ).toBeInTheDocument();
    expect(responsible).toHaveTextContent('Owner');
    expect(responsible).not.toHaveTextContent('No ministry, agency or contractor has been named yet.');
    await screen.findByRole('region', { name: /related/i }).catch(() => undefined);
  });
});

describe('Timeline', () => {
  it('a project still open after its planned end looks late: red bar, "Late", how much is done', () => {
    renderWithRouter(<Timeline start="2016-01-01" end="2018-01-01" status="NOT_STARTED" percent={0} />);
    const note = screen.getByText(/^Late: the planned end passed .+, and it is 0% done$/);
    expect(note).toBeInTheDocument();
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('style') ?? '').toContain('red');
  });

  it('a completed project past its end is not late', () => {
    renderWithRouter(<Timeline start="2016-01-01" end="2018-01-01" status="COMPLETED" percent={100} />);
    expect(screen.getByText(/^Planned end passed/)).toBeInTheDocument();
    expect(screen.queryByText(/^Late/)).not.toBeInTheDocument();
  });
});
