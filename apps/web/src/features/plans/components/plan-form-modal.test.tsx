import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlanBodySchema, planSchema } from '@oversight/shared/plans/plans.schemas';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { mockApi, type ApiReply } from '../../../test/msw';
import { PlanFormModal } from './plan-form-modal';
import { plan } from './plans.fixtures';

const api = mockApi();
const answer = (reply: ApiReply) =>
  api.route('post', '/plans/', reply, { request: createPlanBodySchema, response: planSchema });

function renderForm(onSaved = vi.fn(), onClose = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider theme={theme}>
        <PlanFormModal opened onClose={onClose} onSaved={onSaved} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { onSaved, onClose };
}

const sent = () => api.calls[0]?.body;

describe('plan form', () => {
  it('checks the years with the shared schema and sends nothing', async () => {
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Roads plan');
    await userEvent.type(screen.getByRole('textbox', { name: 'Start year' }), '2030');
    await userEvent.type(screen.getByRole('textbox', { name: 'End year' }), '2026');
    await userEvent.click(screen.getByRole('button', { name: 'Create plan' }));
    expect(await screen.findByText('The end year cannot be before the start year.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's 400 under its field and the rest above the form", async () => {
    answer({
      status: 400,
      body: {
        name: ['A plan with this name already exists.'],
        non_field_errors: ['Plans are closed today.'],
      },
    });
    const { onSaved } = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), '  Roads plan ');
    await userEvent.click(screen.getByRole('button', { name: 'Create plan' }));
    expect(await screen.findByText('A plan with this name already exists.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription(
      'A plan with this name already exists.',
    );
    expect(screen.getByText('Plans are closed today.')).toBeInTheDocument();
    expect(sent()).toEqual({
      name: 'Roads plan',
      description: '',
      start_year: null,
      end_year: null,
      framework: null,
    });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('creates the plan and hands it back', async () => {
    const created = plan({}, { name: 'Roads plan', start_year: 2026, end_year: null, framework: null });
    answer({ status: 201, body: created });
    const { onSaved, onClose } = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Roads plan');
    await userEvent.type(screen.getByRole('textbox', { name: 'Start year' }), '2026');
    await userEvent.click(screen.getByRole('button', { name: 'Create plan' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(created));
    expect(onClose).toHaveBeenCalled();
    expect(sent()).toEqual({
      name: 'Roads plan',
      description: '',
      start_year: 2026,
      end_year: null,
      framework: null,
    });
  });
});
