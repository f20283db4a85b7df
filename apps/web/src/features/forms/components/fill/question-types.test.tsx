import type { Answers } from '@oversight/shared/surveys/responses.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { projectPageSchema } from '@oversight/shared/projects/projects.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePage, makeProject } from '../../../../test/fixtures';
import { mockApi } from '../../../../test/msw';
import { renderWithRouter } from '../../../../test/render';
import { FormFiller } from './form-filler';
import type { Question } from '@oversight/shared/surveys/questions.schemas';
import { makeQuestion, makeSection, option } from './test-form';

function fill(questions: Question[]) {
  const onSubmit = vi.fn<(answers: Answers, options: { isDraft: boolean }) => Promise<void>>(() =>
    Promise.resolve(),
  );
  renderWithRouter(
    <FormFiller sections={[makeSection('Visit', questions)]} mode="respond" onSubmit={onSubmit} />,
  );
  /** Sends the form with its submit button (named in the language the form is read in). */
  const submitted = async (button = 'Submit') => {
    await userEvent.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    return onSubmit.mock.calls[0]![0];
  };
  return { onSubmit, submitted, user: userEvent.setup() };
}

const api = mockApi();
afterEach(() => vi.unstubAllGlobals());

describe('FormFiller question types', () => {
  it('takes a GPS point from the device, and says what to do when it is refused', async () => {
    let outcome: 'allow' | 'deny' = 'deny';
    // jsdom's navigator keeps its fields on the prototype, so a spread of it copied none: the stub is only these.
    vi.stubGlobal('navigator', {
      onLine: true,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
          outcome === 'allow'
            ? ok({
                coords: { latitude: 9.0765, longitude: 7.3986, accuracy: 8.4, altitude: null },
              } as GeolocationPosition)
            : fail({ code: 1, message: 'denied' } as GeolocationPositionError),
      },
    });
    const { submitted, user } = fill([
      makeQuestion({ name: 'site', question_type: 'location', text: 'Where is the site?' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText(/Location access was denied/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Latitude' })).toBeInTheDocument();
    outcome = 'allow';
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('9.076500, 7.398600 (within 8 m)')).toBeInTheDocument();
    expect(await submitted()).toEqual({ site: { latitude: 9.0765, longitude: 7.3986, accuracy: 8.4 } });
  });

  it('takes a typed barcode, an acknowledge ticked OK, and keeps a hidden value it never shows', async () => {
    const { submitted, user } = fill([
      makeQuestion({ name: 'meter', question_type: 'barcode', text: 'Meter barcode' }),
      makeQuestion({
        name: 'consent',
        question_type: 'acknowledge',
        text: 'I read the consent',
        required: true,
      }),
      makeQuestion({ name: 'source', question_type: 'hidden', text: 'Source', default: 'paper' }),
    ]);
    expect(screen.queryByText('Source')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Meter barcode' }), '5901234123457');
    await user.click(screen.getByRole('checkbox', { name: 'OK' }));
    expect(await submitted()).toEqual({ meter: '5901234123457', consent: 'OK', source: 'paper' });
  });

  it('accepts a point typed by hand', async () => {
    const { submitted, user } = fill([
      makeQuestion({ name: 'site', question_type: 'location', text: 'Where is the site?' }),
      makeQuestion({ name: 'depth', question_type: 'float', text: 'Depth (m)' }),
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Depth (m)' }), '-12.05');
    await user.click(screen.getByRole('button', { name: 'Type it instead' }));
    await user.type(screen.getByRole('textbox', { name: 'Latitude' }), '6.5244');
    await user.type(screen.getByRole('textbox', { name: 'Longitude' }), '3.3792');
    expect(await submitted()).toEqual({ site: { latitude: 6.5244, longitude: 3.3792 }, depth: -12.05 });
  });

  it('narrows the LGAs to the state answered, and takes dates, times, links and a scale', async () => {
    const { submitted, user } = fill([
      makeQuestion({ name: 'state', question_type: 'state', text: 'State' }),
      makeQuestion({ name: 'lga', question_type: 'lga', text: 'Local government area' }),
      makeQuestion({ name: 'visit_date', question_type: 'date', text: 'Date of the visit' }),
      makeQuestion({ name: 'arrival', question_type: 'time', text: 'Arrival time' }),
      makeQuestion({ name: 'source', question_type: 'link', text: 'Link to the report' }),
      makeQuestion({
        name: 'ease',
        question_type: 'linear-scale',
        text: 'How easy was access?',
        settings: { min: 1, max: 4, min_label: 'Hard', max_label: 'Easy' },
      }),
      makeQuestion({
        name: 'kind',
        question_type: 'list',
        text: 'Kind of site',
        options: [option('School', 'school'), option('Clinic', 'clinic')],
      }),
    ]);
    await user.click(screen.getByRole('textbox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Kano', hidden: true }));
    await user.click(screen.getByRole('textbox', { name: 'Local government area' }));
    expect(await screen.findByRole('option', { name: 'Dala', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Ikeja', hidden: true })).toBeNull();
    // Nasarawa is an LGA of Kano and of Nasarawa state: each says its state.
    expect(screen.queryByRole('option', { name: 'Nasarawa (Nasarawa)', hidden: true })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Nasarawa (Kano)', hidden: true }));
    fireEvent.change(screen.getByLabelText('Date of the visit'), { target: { value: '2026-11-02' } });
    fireEvent.change(screen.getByLabelText('Arrival time'), { target: { value: '09:30' } });
    await user.type(screen.getByRole('textbox', { name: 'Link to the report' }), 'https://example.org/r/1');
    expect(screen.getByText('Hard')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '3' }));
    await user.click(screen.getByRole('textbox', { name: 'Kind of site' }));
    await user.click(await screen.findByRole('option', { name: 'Clinic', hidden: true }));
    expect(await submitted()).toEqual({
      state: 'KANO',
      lga: 'Nasarawa (Kano)',
      visit_date: '2026-11-02',
      arrival: '09:30',
      source: 'https://example.org/r/1',
      ease: 3,
      kind: 'clinic',
    });
  });

  it('asks for the other answer when "Other" is chosen, and shows notes and groups', async () => {
    const { submitted, user } = fill([
      makeQuestion({
        name: 'intro',
        question_type: 'note',
        text: 'Before you start',
        hint: 'Stand at the gate.',
      }),
      makeQuestion({
        name: 'water',
        question_type: 'group',
        text: 'Water',
        questions: [
          makeQuestion({
            name: 'source',
            question_type: 'radio',
            text: 'Water source',
            options: [option('Borehole', 'borehole')],
            settings: { or_other: true },
          }),
        ],
      }),
    ]);
    expect(screen.getByText('Stand at the gate.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Water' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Say what the other answer is.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Other \(Water source\)/ }), 'Stream');
    expect(await submitted()).toEqual({ source: 'other', source_other: 'Stream' });
  });

  it('sets the number of repeat entries from an earlier answer, with skip logic inside each entry', async () => {
    const { submitted, user } = fill([
      makeQuestion({ name: 'rooms_count', question_type: 'integer', text: 'How many classrooms?' }),
      makeQuestion({
        name: 'rooms',
        question_type: 'repeat',
        text: 'Classroom',
        settings: { repeat_count: '${rooms_count}' },
        questions: [
          makeQuestion({ name: 'roof', question_type: 'yes-no', text: 'Is the roof sound?' }),
          makeQuestion({
            name: 'leaks',
            question_type: 'integer',
            text: 'Leaks counted',
            relevant: "${roof} = 'no'",
          }),
        ],
      }),
    ]);
    await user.type(screen.getByRole('textbox', { name: 'How many classrooms?' }), '2');
    expect(await screen.findAllByRole('radiogroup', { name: /Is the roof sound/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Leaks counted' })).toBeNull();
    await user.click(screen.getAllByRole('radio', { name: 'No' })[1]!);
    await user.type(await screen.findByRole('textbox', { name: 'Leaks counted' }), '3');
    await user.click(screen.getAllByRole('radio', { name: 'Yes' })[0]!);
    expect(await submitted()).toEqual({ rooms_count: 2, rooms: [{ roof: 'yes' }, { roof: 'no', leaks: 3 }] });
  });

  it('answers a repeat inside a repeat: children of each household, counted from the household, checked by path', async () => {
    const { onSubmit, submitted, user } = fill([
      makeQuestion({
        name: 'households',
        question_type: 'repeat',
        text: 'Household',
        questions: [
          makeQuestion({ name: 'head', question_type: 'text', text: 'Head of household', required: true }),
          makeQuestion({ name: 'size', question_type: 'integer', text: 'Children under five' }),
          makeQuestion({
            name: 'children',
            question_type: 'repeat',
            text: 'Child',
            settings: { repeat_count: '${size}' },
            questions: [
              makeQuestion({
                name: 'child_name',
                question_type: 'text',
                text: 'Name of the child',
                required: true,
              }),
            ],
          }),
        ],
      }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Add Household' }));
    await user.click(screen.getByRole('button', { name: 'Add another Household' }));
    const heads = screen.getAllByRole('textbox', { name: /Head of household/ });
    await user.type(heads[0]!, 'Musa Bello');
    await user.type(heads[1]!, 'Ada Eze');
    await user.type(screen.getAllByRole('textbox', { name: 'Children under five' })[1]!, '2');
    // Two children in the second household only, each labelled by where it sits.
    expect(await screen.findByRole('group', { name: 'Child of Household 2' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Child of Household 1' })).toBeInTheDocument();
    const names = await screen.findAllByRole('textbox', { name: /Name of the child/ });
    expect(names).toHaveLength(2);
    await user.type(names[0]!, 'Chidi');
    // The second child is still empty: the count the household gave is checked on its nested repeat.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await within(screen.getByRole('group', { name: 'Child of Household 2' })).findByRole('alert'),
    ).toHaveTextContent('Give 2 entries.');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getAllByRole('textbox', { name: /Name of the child/ })[1]!, 'Ngozi');
    expect(await submitted()).toEqual({
      households: [
        { head: 'Musa Bello' },
        { head: 'Ada Eze', size: 2, children: [{ child_name: 'Chidi' }, { child_name: 'Ngozi' }] },
      ],
    });
  });

  it('shows the questions and choices in a language of the form', async () => {
    const { submitted, user } = fill([
      makeQuestion({
        name: 'water',
        question_type: 'radio',
        text: 'Is there clean water?',
        translations: { text: { 'Hausa (ha)': 'Akwai ruwa mai tsabta?' } },
        options: [{ ...option('Yes', 'yes'), translations: { 'Hausa (ha)': 'Eh' } }, option('No', 'no')],
      }),
    ]);
    await user.click(screen.getByRole('textbox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Hausa (ha)', hidden: true }));
    expect(await screen.findByRole('radiogroup', { name: 'Akwai ruwa mai tsabta?' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Eh' }));
    // The filler's own words follow the form language: "Submit" in Hausa.
    expect(await submitted('Aika')).toEqual({ water: 'yes' });
  });

  it('searches projects for a project question and answers its public id', async () => {
    api.route(
      'get',
      '/projects/',
      {
        body: makePage([
          makeProject({ public_id: 'kano-water-2026', name: 'Kano water scheme', is_published: true }),
        ]),
      },
      { response: projectPageSchema },
    );
    const { submitted, user } = fill([
      makeQuestion({ name: 'project', question_type: 'project', text: 'Which project?' }),
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Which project?' }), 'Kano');
    await user.click(await screen.findByRole('option', { name: 'Kano water scheme', hidden: true }));
    // The search asked the projects list for what was typed.
    await waitFor(() =>
      expect(api.calls.map((call) => call.url.searchParams.get('query'))).toContainEqual(
        expect.stringMatching(/^Kano/),
      ),
    );
    expect(await submitted()).toEqual({ project: 'kano-water-2026' });
  });
});
