import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/render';
import { OrganizationCard } from './organization-card';

describe('OrganizationCard', () => {
  it("an organisation's name opens its organisation page", () => {
    renderWithRouter(
      <OrganizationCard
        org={{
          public_id: 'org 1',
          name: 'Federal Ministry of Works',
          username: 'fmworks',
          account_type: 'MINISTRY',
          avatar: null,
        }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Federal Ministry of Works' })).toHaveAttribute(
      'href',
      '/organisations/org%201',
    );
  });
});
