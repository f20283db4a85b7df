import { MantineProvider } from '@mantine/core';
import { suggestionListSchema } from '@oversight/shared/plans/plans.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { mockApi } from '../../../test/msw';
import { IndicatorFormModal } from './indicator-form-modal';
import { OutcomeFormModal } from './outcome-form-modal';

const api = mockApi();
const PLAN = { id: '00000000-0000-4000-8000-00000000a001', name: 'Roads plan 2026' };
const suggestion = (n: number, title: string) => ({
  id: `00000000-0000-4000-8000-00000000b00${n}`,
  title,
  plan: PLAN,
  outcome_id: null,
  similarity: 0.7,
});

function answerSuggestions(kind: 'outcomes' | 'indicators', results: ReturnType<typeof suggestion>[]) {
  api.route('get', `/plans/${kind}/suggestions/`, { body: { results } }, { response: suggestionListSchema });
}
const asked = () => api.calls.filter((call) => call.url.pathname.endsWith('/suggestions/'));

const wrap = (node: React.ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <MantineProvider theme={theme}>
      <MemoryRouter>{node}</MemoryRouter>
    </MantineProvider>
  </QueryClientProvider>
);

describe('similar titles in the plan editor', () => {
  it('suggests near outcomes while a new one is typed (debounced), and "Use this" takes the title', async () => {
    answerSuggestions('outcomes', [
      suggestion(1, 'Improved access to rural roads'),
      suggestion(2, 'Improved road safety'),
    ]);
    const user = userEvent.setup();
    render(wrap(<OutcomeFormModal opened onClose={() => undefined} planId={PLAN.id} />));
    const title = screen.getByRole('textbox', { name: /Outcome/ });
    await user.type(title, 'Im');
    // Fewer than 3 characters: nothing asked.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(asked()).toHaveLength(0);
    await user.type(title, 'proved acess to rual roads');
    const list = await screen.findByRole('region', { name: 'Similar outcomes in your plans' });
    // Debounced: one request for the whole word typed, not one per key.
    expect(asked()).toHaveLength(1);
    expect(asked()[0]!.url.searchParams.get('query')).toBe('Improved acess to rual roads');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByText('in Roads plan 2026')).toHaveLength(2);
    await user.click(within(list).getByRole('button', { name: 'Use this: Improved access to rural roads' }));
    expect(title).toHaveValue('Improved access to rural roads');
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Similar outcomes in your plans' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('"Keep mine" hides the indicators suggested until the text changes', async () => {
    answerSuggestions('indicators', [suggestion(3, 'Kilometres of road rehabilitated')]);
    const user = userEvent.setup();
    render(
      wrap(
        <IndicatorFormModal
          opened
          onClose={() => undefined}
          outcomeId="00000000-0000-4000-8000-00000000c001"
        />,
      ),
    );
    const described = screen.getByRole('textbox', { name: /What is measured/ });
    await user.type(described, 'km of road rehabilitatd');
    const list = await screen.findByRole('region', { name: 'Similar indicators in your plans' });
    await user.click(within(list).getByRole('button', { name: 'Keep mine' }));
    expect(
      screen.queryByRole('region', { name: 'Similar indicators in your plans' }),
    ).not.toBeInTheDocument();
    expect(described).toHaveValue('km of road rehabilitatd');
    await user.type(described, ' in Kano');
    expect(
      await screen.findByRole('region', { name: 'Similar indicators in your plans' }),
    ).toBeInTheDocument();
  });

  it('asks nothing when an existing outcome is edited', async () => {
    const user = userEvent.setup();
    render(
      wrap(
        <OutcomeFormModal
          opened
          onClose={() => undefined}
          planId={PLAN.id}
          outcome={
            {
              id: '00000000-0000-4000-8000-00000000d001',
              title: 'Safer roads',
              description: '',
              parent_id: null,
              level_name: null,
            } as never
          }
        />,
      ),
    );
    await user.type(screen.getByRole('textbox', { name: /Outcome/ }), ' for all');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(asked()).toHaveLength(0);
  });
});
