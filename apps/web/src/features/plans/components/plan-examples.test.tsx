import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { useAuthStore } from '../../../lib/auth-store';
import { makeOrganization } from '../../../test/fixtures';
import { PlanFormModal } from './plan-form-modal';

// A ministry is offered examples of its own sector, named after it.
describe('plan form examples', () => {
  afterEach(() => useAuthStore.setState({ currentOrganization: null }));

  it("shows the Ministry of Works its own name and sector, not the Ministry of Health's plan", () => {
    useAuthStore.setState({
      currentOrganization: makeOrganization({ name: 'Federal Ministry of Works', account_type: 'MINISTRY' }),
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider theme={theme}>
          <PlanFormModal opened onClose={() => undefined} />
        </MantineProvider>
      </QueryClientProvider>,
    );
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name.getAttribute('placeholder')).toMatch(
      /^Federal Ministry of Works Strategic Plan \d{4}-\d{4}$/,
    );
    expect(document.body.innerHTML).not.toContain('Health Sector Strategic Plan');
  });
});
