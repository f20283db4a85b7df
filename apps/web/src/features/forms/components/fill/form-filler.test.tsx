import type { Answers } from '@oversight/shared/surveys/responses.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../test/render';
import { FormFiller } from './form-filler';
import { makeQuestion, makeSection, option } from './test-form';

const school = makeSection('The school', [
  makeQuestion({ name: 'school_name', question_type: 'text', text: 'Name of the school', required: true }),
  makeQuestion({
    name: 'pupils',
    question_type: 'integer',
    text: 'Number of pupils',
    constraint: '. >= 0',
    constraint_message: 'Pupils cannot be negative.',
  }),
  makeQuestion({ name: 'borehole', question_type: 'yes-no', text: 'Does the school have a borehole?' }),
  makeQuestion({
    name: 'depth',
    question_type: 'float',
    text: 'How deep is it (m)?',
    relevant: "${borehole} = 'yes'",
    required: true,
  }),
]);
const facilities = makeSection('Facilities', [
  makeQuestion({
    name: 'power',
    question_type: 'radio',
    text: 'Main power source',
    options: [option('Grid', 'grid'), option('Solar', 'solar'), option('Generator', 'generator')],
  }),
  makeQuestion({
    name: 'rooms_used',
    question_type: 'select-multiple',
    text: 'Rooms in use',
    options: [option('Library', 'library'), option('Laboratory', 'lab')],
  }),
]);

function setup(props: Partial<Parameters<typeof FormFiller>[0]> = {}) {
  const onSubmit = vi.fn<(answers: Answers, options: { isDraft: boolean }) => Promise<void>>(() =>
    Promise.resolve(),
  );
  const user = userEvent.setup();
  const view = renderWithRouter(
    <FormFiller sections={[school, facilities]} mode="respond" onSubmit={onSubmit} {...props} />,
  );
  return { onSubmit, user, ...view };
}

describe('FormFiller', () => {
  it('shows one section at a time, stops on a required answer, then pages on and submits', async () => {
    const { onSubmit, user } = setup();
    expect(screen.getByText('Section 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Section 1 of 2' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.queryByLabelText(/Main power source/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('This question needs an answer.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Name of the school/ })).toHaveFocus());

    await user.type(screen.getByRole('textbox', { name: /Name of the school/ }), 'Kuje Primary');
    await user.type(screen.getByRole('textbox', { name: /Number of pupils/ }), '-3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Pupils cannot be negative.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Number of pupils/ }));
    await user.type(screen.getByRole('textbox', { name: /Number of pupils/ }), '420');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Section 2 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Solar' }));
    await user.click(screen.getByRole('checkbox', { name: 'Library' }));
    await user.click(screen.getByRole('checkbox', { name: 'Laboratory' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: /Name of the school/ })).toHaveValue('Kuje Primary');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      school_name: 'Kuje Primary',
      pupils: 420,
      power: 'solar',
      rooms_used: ['library', 'lab'],
    });
    expect(onSubmit.mock.calls[0]![1]).toEqual({ isDraft: false });
  });

  it('shows a question only while its skip logic holds, and drops its answer when hidden', async () => {
    const { onSubmit, user } = setup({ sections: [school] });
    await user.type(screen.getByRole('textbox', { name: /Name of the school/ }), 'Gwagwalada');
    expect(screen.queryByRole('textbox', { name: /How deep/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.type(await screen.findByRole('textbox', { name: /How deep/ }), '35.5');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('textbox', { name: /How deep/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ school_name: 'Gwagwalada', borehole: 'no' });
  });

  it('skips a section with nothing to answer', async () => {
    const gate = makeSection('Gate', [
      makeQuestion({
        name: 'visited',
        question_type: 'yes-no',
        text: 'Did you visit the site?',
        required: true,
      }),
    ]);
    const site = makeSection('The site', [
      makeQuestion({
        name: 'condition',
        question_type: 'paragraph',
        text: 'Describe the site',
        relevant: "${visited} = 'yes'",
      }),
    ]);
    const end = makeSection('Sign-off', [
      makeQuestion({ name: 'officer', question_type: 'text', text: 'Your name' }),
    ]);
    const { user } = setup({ sections: [gate, site, end] });
    expect(screen.getByText('Section 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Sign-off' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByText('Section 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('textbox', { name: 'Describe the site' })).toBeInTheDocument();
  });

  it('focuses the first unanswered choice when a section is left incomplete', async () => {
    const section = makeSection('Choices', [
      makeQuestion({ name: 'note', question_type: 'note', text: 'About the visit' }),
      makeQuestion({ name: 'visited', question_type: 'yes-no', text: 'Did you visit?', required: true }),
      makeQuestion({ name: 'score', question_type: 'rating', text: 'Score the site', required: true }),
    ]);
    const { user } = setup({ sections: [section, facilities] });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus());
    expect(screen.getAllByText('This question needs an answer.')).toHaveLength(2);
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getAllByText('This question needs an answer.')).toHaveLength(1);
  });

  it('adds and removes repeat entries, each validated on its own', async () => {
    const rooms = makeQuestion({
      name: 'classrooms',
      question_type: 'repeat',
      text: 'Classroom',
      settings: { max_repeats: 2 },
      questions: [
        makeQuestion({ name: 'desks', question_type: 'integer', text: 'Desks in the room', required: true }),
      ],
    });
    const { onSubmit, user } = setup({ sections: [makeSection('Rooms', [rooms])] });
    expect(screen.getByText('None added yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Classroom' }));
    await user.click(screen.getByRole('button', { name: 'Add another Classroom' }));
    expect(screen.queryByRole('button', { name: /Add another/ })).toBeNull();
    const inputs = screen.getAllByRole('textbox', { name: /Desks in the room/ });
    await user.type(inputs[0]!, '30');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This question needs an answer.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove Classroom 2' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ classrooms: [{ desks: 30 }] });
  });

  it('shows the server errors under their questions, on the section holding them', async () => {
    setup({ serverErrors: { power: ['This answer is not allowed.'], website: ['Refused.'] } });
    expect(await screen.findByText('Section 2 of 2')).toBeInTheDocument();
    expect(screen.getByText('This answer is not allowed.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('website: Refused.');
  });

  it('computes calculations live, ranks with buttons and saves drafts without the required checks', async () => {
    const section = makeSection('Costs', [
      makeQuestion({ name: 'units', question_type: 'integer', text: 'Units', required: true }),
      makeQuestion({ name: 'price', question_type: 'appropriation', text: 'Price per unit' }),
      makeQuestion({
        name: 'total',
        question_type: 'calculate',
        text: 'Total',
        calculation: '${units} * ${price}',
      }),
      makeQuestion({
        name: 'priority',
        question_type: 'ranking',
        text: 'Rank the needs',
        options: [option('Roads', 'roads'), option('Water', 'water'), option('Power', 'power')],
      }),
    ]);
    const { onSubmit, user } = setup({ sections: [section], allowDrafts: true });
    await user.type(screen.getByRole('textbox', { name: /^Units/ }), '4');
    await user.type(screen.getByRole('textbox', { name: 'Price per unit' }), '250');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Total' })).toHaveValue('1000'));
    await user.click(screen.getByRole('button', { name: 'Move Water up' }));
    const ranked = within(screen.getByRole('list', { name: 'Rank the needs' })).getAllByRole('listitem');
    expect(ranked.map((item) => item.textContent)).toEqual(['1. Water', '2. Roads', '3. Power']);
    await user.clear(screen.getByRole('textbox', { name: /^Units/ }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ price: 250, priority: ['water', 'roads', 'power'] });
    expect(onSubmit.mock.calls[0]![1]).toEqual({ isDraft: true });
  });

  it('in preview, validates and says nothing was sent', async () => {
    const { onSubmit, user } = setup({ sections: [facilities], mode: 'preview' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/Preview: nothing was sent/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('uploads a file answer and keeps its id', async () => {
    const uploadFile = vi.fn(() =>
      Promise.resolve({
        id: 'f0000000-0000-4000-8000-000000000001',
        url: '/media/x.pdf',
        name: 'report.pdf',
        content_type: 'application/pdf',
        bytes: 2048,
        question: 'report',
      }),
    );
    const section = makeSection('Files', [
      makeQuestion({
        name: 'report',
        question_type: 'file',
        text: 'Inspection report',
        settings: { max_size_mb: 1 },
      }),
    ]);
    const { onSubmit, user } = setup({ sections: [section], uploadFile });
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(2_000_000)], 'big.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText(/the largest this question takes is 1 MB/)).toBeInTheDocument();
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'report.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText(/report.pdf/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ report: 'f0000000-0000-4000-8000-000000000001' });
  });
});
