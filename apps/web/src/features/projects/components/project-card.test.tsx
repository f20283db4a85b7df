import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProjectBrief } from '../../../test/fixtures';
import { renderWithRouter } from '../../../test/render';
import { ProjectCard, type CardProject } from './project-card';

const project = ({ ministry, agency, organization, ...brief }: Partial<CardProject>): CardProject => ({
  ...makeProjectBrief(brief),
  ministry,
  agency,
  organization,
});

describe('ProjectCard', () => {
  it("shows a project without a photo its sector's picture, not one banner for all", () => {
    renderWithRouter(
      <>
        <ProjectCard project={project({ public_id: 'road', sectors: ['WORKS_AND_HOUSING'] })} />
        <ProjectCard
          project={project({
            public_id: 'clinic',
            name: 'Primary Health Centre, Fagge',
            sectors: ['HEALTH'],
          })}
        />
        <ProjectCard
          project={project({
            public_id: 'photo',
            name: 'Borehole with a photo',
            sectors: ['WATER_RESOURCES'],
            image: '/media/p.webp',
          })}
        />
      </>,
    );
    const cards = screen.getAllByTestId('project-card');
    expect(cards[0]!.querySelector('[data-sector]')!.getAttribute('data-sector')).toBe('WORKS_AND_HOUSING');
    expect(cards[1]!.querySelector('[data-sector]')!.getAttribute('data-sector')).toBe('HEALTH');
    expect(cards[2]!.querySelector('[data-sector]')).toBeNull();
    expect(cards[2]!.querySelector('img')!.getAttribute('src')).toBe('/media/p.webp');
  });

  it('names the responsible organisation: agency, else ministry, else owner', () => {
    const org = (name: string) => ({
      public_id: name,
      name,
      username: name,
      account_type: 'MINISTRY' as const,
      avatar: null,
    });
    renderWithRouter(
      <ProjectCard
        project={project({ organization: org('Federal Ministry of Finance, Budget and National Planning') })}
      />,
    );
    expect(screen.getByText('Federal Ministry of Finance, Budget and National Planning')).toBeInTheDocument();
  });
});
