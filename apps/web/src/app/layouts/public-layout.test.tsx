import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { PublicLayout } from './public-layout';

describe('PublicLayout', () => {
  it('the footer leads a visitor to discover, the directories and analytics', () => {
    renderRoutes([{ Component: PublicLayout, children: [{ path: '*', element: <p>page</p> }] }], '/faqs');
    const explore = within(screen.getByRole('navigation', { name: 'Explore' }));
    expect(explore.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Discover', '/citizen/discover'],
      ['Ministries', '/mda/ministries'],
      ['Agencies', '/mda/agencies'],
      ['Contractors', '/contractors'],
      ['Organisations', '/organisations'],
      ['Analytics', '/analytics/projects'],
    ]);
  });
});
