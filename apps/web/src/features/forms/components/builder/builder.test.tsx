import { questionDefaults, type Section } from '@oversight/shared/surveys/questions.schemas';
import type { SurveyDetail } from '@oversight/shared/surveys/surveys.schemas';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Component as CreateForm } from '../../../../app/routes/forms/create.route';
import { mockApi, type ApiReply } from '../../../../test/msw';
import { FORM_ID, makeForm, makePage } from '../../../../test/fixtures';
import { renderRoutes, renderWithRouter } from '../../../../test/render';
import * as toasts from '../../../../lib/toasts';
import { FormEditor } from './form-editor';

const Q1 = '00000000-0000-4000-8000-0000000000a1';
const Q2 = '00000000-0000-4000-8000-0000000000a2';
const S1 = '00000000-0000-4000-8000-0000000000b1';
const S2 = '00000000-0000-4000-8000-0000000000b2';
const Q3 = '00000000-0000-4000-8000-0000000000a3';

const question = (id: string, name: string, text: string, extra: object = {}) => ({
  ...questionDefaults(),
  id,
  name,
  question_type: 'text' as const,
  text,
  ...extra,
});

/** The form the builder opens: one section of two text questions. */
const SCHOOL = {
  id: S1,
  name: 'School',
  description: '',
  questions: [question(Q1, 'school_name', 'School name'), question(Q2, 'pupils', 'Pupils')],
} satisfies Section;
const schoolForm = (overrides: Partial<SurveyDetail> = {}) =>
  makeForm({ questions_count: 2, sections: [SCHOOL], ...overrides });

const api = mockApi();
const json = (body: unknown, status = 200): ApiReply => ({ status, body });
const sent = (method: string) =>
  api.calls
    .filter((call) => call.method === method)
    .map((call) => ({
      url: `${call.url.pathname}${call.url.search}`,
      body: call.body as Record<string, unknown>,
    }));

const typeIn = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

async function choose(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, option: string) {
  await user.click(input);
  // Several selects are on the page: pick in the list this one opened.
  const list = await waitFor(
    () =>
      document.getElementById(input.getAttribute('aria-controls') ?? '') ??
      Promise.reject(new Error('closed')),
  );
  await user.click(within(list).getByRole('option', { name: option, hidden: true }));
}

describe('the form builder', () => {
  it('builds a form with two questions and skip logic, and saves the whole structure', async () => {
    const user = userEvent.setup();
    api.answer(({ method }) =>
      method === 'POST'
        ? json(makeForm({ name: 'School census', survey_type: 'survey' }), 201)
        : json(makePage([])),
    );
    renderRoutes(
      [
        { path: '/forms/create', Component: CreateForm },
        { path: '/forms/:id', element: <p>Form page</p> },
      ],
      '/forms/create',
    );
    typeIn(screen.getByRole('textbox', { name: /Form name/ }), 'School census');
    typeIn(screen.getByLabelText('Question'), 'How old is the head teacher?');
    await choose(user, screen.getByRole('textbox', { name: 'Question type' }), 'Whole number');

    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(screen.getAllByLabelText('Question')).toHaveLength(2));
    typeIn(screen.getAllByLabelText('Question')[1]!, 'Which services reach the school?');
    await choose(user, screen.getAllByRole('textbox', { name: 'Question type' })[1]!, 'Multiple choice');
    await user.click(screen.getByRole('button', { name: 'Paste many lines' }));
    typeIn(screen.getByLabelText('Choices, one a line'), 'Water\nPower');
    await user.click(screen.getByRole('button', { name: 'Add these choices' }));

    const skip = screen.getAllByRole('group', { name: 'Show this question only when…' })[1]!;
    await user.click(within(skip).getByRole('button', { name: 'Add a condition' }));
    await choose(
      user,
      within(skip).getByRole('textbox', { name: 'Condition 1: question' }),
      'How old is the head teacher?',
    );
    await choose(user, within(skip).getByRole('textbox', { name: 'Condition 1: operator' }), 'is at least');
    typeIn(within(skip).getByRole('textbox', { name: 'Condition 1: value' }), '18');
    expect(within(skip).getByText('${how_old_is_the_head_teacher} >= 18')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save form' }));
    await screen.findByText('Form page');
    const [post] = sent('POST');
    expect(post!.url).toBe('/api/v1/surveys/');
    expect(post!.body).toMatchObject({
      name: 'School census',
      survey_type: 'survey',
      accepting_responses: true,
    });
    const [section] = post!.body.sections as { questions: Record<string, unknown>[] }[];
    expect(section!.questions).toHaveLength(2);
    expect(section!.questions[0]).toMatchObject({
      text: 'How old is the head teacher?',
      question_type: 'integer',
      name: 'how_old_is_the_head_teacher',
    });
    expect(section!.questions[1]).toMatchObject({
      text: 'Which services reach the school?',
      question_type: 'select-multiple',
      relevant: '${how_old_is_the_head_teacher} >= 18',
      options: [
        { label: 'Water', value: 'water' },
        { label: 'Power', value: 'power' },
      ],
    });
    expect(section!.questions[1]).not.toHaveProperty('key');
  }, 60_000);

  it("edits a question's translations and a choice filter under Advanced, and saves them", async () => {
    const user = userEvent.setup();
    api.answer(({ method }) => (method === 'PATCH' ? json(schoolForm()) : json(makePage([]))));
    const ward = question(Q3, 'ward', 'Ward', {
      question_type: 'radio',
      options: [
        {
          id: '00000000-0000-4000-8000-0000000000c1',
          label: 'Fagge',
          value: 'fagge',
          filters: { state: 'KANO' },
        },
        {
          id: '00000000-0000-4000-8000-0000000000c2',
          label: 'Ikeja',
          value: 'ikeja',
          filters: { state: 'LAGOS' },
        },
      ],
    });
    renderWithRouter(
      <FormEditor
        form={schoolForm({
          sections: [
            {
              id: S1,
              name: 'School',
              description: '',
              questions: [question(Q1, 'state', 'State', { question_type: 'state' }), ward],
            },
          ],
        })}
      />,
    );
    const card = screen.getByRole('listitem', { name: 'Question 2: Ward' });
    await user.click(within(card).getByRole('button', { name: /^2\. Ward/, expanded: false }));
    await user.click(within(card).getByRole('button', { name: 'Advanced' }));
    const filter = await within(card).findByRole('textbox', { name: /Show only the choices where/ });
    typeIn(filter, 'state = ${nowhere}');
    expect(await within(card).findByText('Unknown question ${nowhere}.')).toBeInTheDocument();
    typeIn(filter, 'state = ${state}');
    const translations = within(card).getByRole('group', { name: 'Translations' });
    await user.type(within(translations).getByRole('textbox', { name: /Add a language/ }), 'Hausa (ha)');
    await user.click(within(translations).getByRole('button', { name: 'Add' }));
    typeIn(within(translations).getByRole('textbox', { name: 'Text in Hausa (ha)' }), 'Unguwa');
    typeIn(
      within(translations).getByRole('textbox', { name: 'Hint in Hausa (ha)' }),
      'Zaɓi unguwar makarantar',
    );

    await user.click(screen.getByRole('button', { name: 'Save form' }));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    const saved = (sent('PATCH')[0]!.body.sections as { questions: Record<string, unknown>[] }[])[0]!
      .questions[1];
    expect(saved).toMatchObject({
      id: Q3,
      choice_filter: 'state = ${state}',
      translations: { text: { 'Hausa (ha)': 'Unguwa' }, hint: { 'Hausa (ha)': 'Zaɓi unguwar makarantar' } },
      options: [
        expect.objectContaining({ filters: { state: 'KANO' } }),
        expect.objectContaining({ filters: { state: 'LAGOS' } }),
      ],
    });
  }, 60_000);

  it('translates choice labels under Advanced; the preview shows them in the language chosen, and they are saved', async () => {
    const user = userEvent.setup();
    api.answer(({ method }) => (method === 'PATCH' ? json(schoolForm()) : json(makePage([]))));
    const source = question(Q3, 'source', 'Water source', {
      question_type: 'radio',
      translations: { text: { 'Hausa (ha)': 'Tushen ruwa' } },
      options: [
        {
          id: '00000000-0000-4000-8000-0000000000c1',
          label: 'Borehole',
          value: 'borehole',
          translations: { 'Hausa (ha)': 'Rijiyar burtsatse' },
        },
        { id: '00000000-0000-4000-8000-0000000000c2', label: 'Well', value: 'well' },
      ],
    });
    renderWithRouter(
      <FormEditor
        form={schoolForm({ sections: [{ id: S1, name: 'Water', description: '', questions: [source] }] })}
      />,
    );
    const card = screen.getByRole('listitem', { name: 'Question 1: Water source' });
    await user.click(within(card).getByRole('button', { name: /^1\. Water source/, expanded: false }));
    await user.click(within(card).getByRole('button', { name: 'Advanced' }));
    const hausa = await within(card).findByRole('group', { name: 'In Hausa (ha)' });
    expect(within(hausa).getByRole('textbox', { name: 'Choice 1 (Borehole) in Hausa (ha)' })).toHaveValue(
      'Rijiyar burtsatse',
    );
    typeIn(within(hausa).getByRole('textbox', { name: 'Choice 2 (Well) in Hausa (ha)' }), 'Rijiya');

    await user.click(screen.getByText('Preview'));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('radio', { name: 'Well' })).toBeInTheDocument();
    await choose(user, within(preview).getByRole('textbox', { name: 'Language' }), 'Hausa (ha)');
    expect(within(preview).getByText('Tushen ruwa')).toBeInTheDocument();
    expect(within(preview).getByRole('radio', { name: 'Rijiya' })).toBeInTheDocument();
    expect(within(preview).getByRole('radio', { name: 'Rijiyar burtsatse' })).toBeInTheDocument();

    await user.click(screen.getByText('Build'));
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    const saved = (sent('PATCH')[0]!.body.sections as { questions: Record<string, unknown>[] }[])[0]!
      .questions[0];
    expect(saved).toMatchObject({
      options: [
        { value: 'borehole', translations: { 'Hausa (ha)': 'Rijiyar burtsatse' } },
        { value: 'well', translations: { 'Hausa (ha)': 'Rijiya' } },
      ],
    });
  }, 60_000);

  it('adds, renames and checks a filter column under Advanced; the filter follows and the preview filters by it', async () => {
    const user = userEvent.setup();
    api.answer(({ method }) => (method === 'PATCH' ? json(schoolForm()) : json(makePage([]))));
    const state = question(Q1, 'state', 'State', {
      question_type: 'radio',
      options: [
        { id: '00000000-0000-4000-8000-0000000000c1', label: 'Kano', value: 'kano' },
        { id: '00000000-0000-4000-8000-0000000000c2', label: 'Lagos', value: 'lagos' },
      ],
    });
    const lga = question(Q2, 'lga', 'LGA', {
      question_type: 'radio',
      options: [
        { id: '00000000-0000-4000-8000-0000000000c3', label: 'Dala', value: 'dala' },
        { id: '00000000-0000-4000-8000-0000000000c4', label: 'Ikeja', value: 'ikeja' },
      ],
    });
    renderWithRouter(
      <FormEditor
        form={schoolForm({ sections: [{ id: S1, name: 'Place', description: '', questions: [state, lga] }] })}
      />,
    );
    const card = screen.getByRole('listitem', { name: 'Question 2: LGA' });
    await user.click(within(card).getByRole('button', { name: /^2\. LGA/, expanded: false }));
    await user.click(within(card).getByRole('button', { name: 'Advanced' }));
    const columns = await within(card).findByRole('group', { name: 'Filter columns' });
    const adding = within(columns).getByRole('textbox', { name: /Add a filter column/ });
    await user.type(adding, 'label');
    await user.click(within(columns).getByRole('button', { name: 'Add column' }));
    expect(
      within(columns).getByText('label is a column XLSForm uses already; choose another name.'),
    ).toBeInTheDocument();
    await user.clear(adding);
    await user.type(adding, 'region{Enter}');
    const column = within(columns).getByRole('group', { name: 'Filter column 1' });
    typeIn(within(column).getByRole('textbox', { name: 'region of choice 1 (Dala)' }), 'kano');
    typeIn(within(column).getByRole('textbox', { name: 'region of choice 2 (Ikeja)' }), 'lagos');
    const filter = within(card).getByRole('textbox', { name: /Show only the choices where/ });
    typeIn(filter, 'zone = ${state}');
    expect(await within(card).findByText(/No choice has a column zone/)).toBeInTheDocument();
    typeIn(filter, 'region = ${state}');
    await waitFor(() => expect(within(card).queryByText(/No choice has a column/)).not.toBeInTheDocument());

    // A name a filter cannot read is refused at the field; a good one renames the column and the filter follows.
    const name = within(column).getByRole('textbox', { name: 'Name of filter column 1' });
    typeIn(name, '1st');
    expect(
      within(column).getByText(/starts with a letter or _.*It stays region until then/),
    ).toBeInTheDocument();
    typeIn(name, 'state');
    expect(filter).toHaveValue('state = ${state}');
    expect(within(column).getByRole('textbox', { name: 'state of choice 1 (Dala)' })).toHaveValue('kano');

    await user.click(screen.getByText('Preview'));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    await user.click(within(preview).getByRole('radio', { name: 'Lagos' }));
    await waitFor(() =>
      expect(within(preview).queryByRole('radio', { name: 'Dala' })).not.toBeInTheDocument(),
    );
    expect(within(preview).getByRole('radio', { name: 'Ikeja' })).toBeInTheDocument();

    await user.click(screen.getByText('Build'));
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    const saved = (sent('PATCH')[0]!.body.sections as { questions: Record<string, unknown>[] }[])[0]!
      .questions[1];
    expect(saved).toMatchObject({
      choice_filter: 'state = ${state}',
      options: [
        { value: 'dala', filters: { state: 'kano' } },
        { value: 'ikeja', filters: { state: 'lagos' } },
      ],
    });
  }, 60_000);

  it('shows a 400 on the question it names, opening its card', async () => {
    const user = userEvent.setup();
    api.answer(() => json({ questions: { pupils: { text: ['Use at most 2,000 characters.'] } } }, 400));
    renderWithRouter(<FormEditor form={schoolForm()} />);
    expect(screen.queryByLabelText('Question')).not.toBeInTheDocument(); // saved questions start folded
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    expect(await screen.findByText('Use at most 2,000 characters.')).toBeInTheDocument();
    const card = screen.getByRole('listitem', { name: 'Question 2: Pupils' });
    expect(within(card).getByLabelText('Question')).toHaveValue('Pupils');
    expect(within(card).getByText('Needs a fix')).toBeInTheDocument();
    const [patch] = sent('PATCH');
    expect(patch!.url).toBe(`/api/v1/surveys/${FORM_ID}/`);
    expect(patch!.body).toEqual({
      sections: [
        expect.objectContaining({
          id: S1,
          questions: [
            expect.objectContaining({ id: Q1, name: 'school_name' }),
            expect.objectContaining({ id: Q2 }),
          ],
        }),
      ],
    });
  });

  it('tells the editor of a published form with answers that those answers keep their version', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toasts, 'showSuccess');
    const published = schoolForm({ is_published: true, responses_count: 3 });
    api.answer(() => json({ ...published, version: 2 }));
    renderWithRouter(<FormEditor form={published} />);
    expect(screen.getByText('Answers already given keep their version')).toBeInTheDocument();
    expect(screen.getByText(/This form has 3 responses/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for question 2' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete question' }));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Form saved. Answers already given keep their version.'),
    );
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    success.mockRestore();
  });

  it('previews the form as respondents see it, with the changes not saved yet', async () => {
    const user = userEvent.setup();
    renderWithRouter(<FormEditor form={schoolForm()} />);
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    typeIn(await screen.findByLabelText('Question'), 'Name of the head teacher');
    await user.click(screen.getByText('Preview'));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Name of the head teacher')).toBeInTheDocument();
    expect(within(preview).getByText('Pupils')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add section' })).not.toBeInTheDocument();
  });

  it('moves a question down from its menu and keeps the focus on it', async () => {
    const user = userEvent.setup();
    api.answer(() =>
      json(
        schoolForm({
          sections: [
            {
              ...SCHOOL,
              questions: [SCHOOL.questions[1]!, SCHOOL.questions[0]!],
            },
          ],
        }),
      ),
    );
    renderWithRouter(<FormEditor form={schoolForm()} />);
    await user.click(screen.getByRole('button', { name: 'Actions for question 1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move down' }));
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Question 1: Pupils',
      'Question 2: School name',
    ]);
    await waitFor(() =>
      expect(within(items[1]!).getByRole('button', { name: 'Actions for question 2' })).toHaveFocus(),
    );
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(
      (sent('PATCH')[0]!.body.sections as { questions: { id: string }[] }[])[0]!.questions.map((q) => q.id),
    ).toEqual([Q2, Q1]);
  });

  it('reorders by keyboard on the drag handle (space, arrow down, space)', async () => {
    // jsdom lays nothing out: give each card a place so dnd-kit's keyboard sensor can find the next one.
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const items = [...document.querySelectorAll('li[id^="builder-item-"]')];
      const card = this.closest('li[id^="builder-item-"]');
      const index = card ? items.indexOf(card) : 0;
      return {
        x: 0,
        y: index * 100,
        top: index * 100,
        left: 0,
        width: 300,
        height: 80,
        bottom: index * 100 + 80,
        right: 300,
        toJSON: () => ({}),
      };
    });
    renderWithRouter(<FormEditor form={schoolForm()} />);
    const handle = screen.getByRole('button', { name: /^Move question 1: School name/ });
    act(() => handle.focus());
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    fireEvent.keyDown(document.activeElement ?? handle, { key: 'ArrowDown', code: 'ArrowDown' });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    fireEvent.keyDown(document.activeElement ?? handle, { key: ' ', code: 'Space' });
    await waitFor(() =>
      expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
        'Question 1: Pupils',
        'Question 2: School name',
      ]),
    );
    rect.mockRestore();
  });

  it('reorders sections by keyboard on their handle, keeps the focus there, and saves the new order', async () => {
    const user = userEvent.setup();
    // As above, for the section cards: each gets a place of its own, whatever is inside takes its section's.
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const cards = [...document.querySelectorAll('section[id^="builder-item-"]')];
      const card = this.closest('section[id^="builder-item-"]');
      const index = card ? cards.indexOf(card) : 0;
      return {
        x: 0,
        y: index * 400,
        top: index * 400,
        left: 0,
        width: 300,
        height: 380,
        bottom: index * 400 + 380,
        right: 300,
        toJSON: () => ({}),
      };
    });
    const form = schoolForm({
      sections: [
        SCHOOL,
        { id: S2, name: 'Staff', description: '', questions: [question(Q3, 'teachers', 'Teachers')] },
      ],
    });
    api.answer(() => json(form));
    renderWithRouter(<FormEditor form={form} />);
    const handle = screen.getByRole('button', {
      name: 'Move section 1: School (drag, or press space and use the arrow keys)',
    });
    act(() => handle.focus());
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    fireEvent.keyDown(document.activeElement ?? handle, { key: 'ArrowDown', code: 'ArrowDown' });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    fireEvent.keyDown(document.activeElement ?? handle, { key: ' ', code: 'Space' });
    await waitFor(() =>
      expect(screen.getAllByRole('region').map((section) => section.getAttribute('aria-label'))).toEqual([
        'Section 1: Staff',
        'Section 2: School',
      ]),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Move section 2: School/ })).toHaveFocus(),
    );
    // The menu stays, with the move it always had.
    await user.click(screen.getByRole('button', { name: 'Actions for section 2' }));
    expect(await screen.findByRole('menuitem', { name: 'Move section up' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect((sent('PATCH')[0]!.body.sections as { id: string }[]).map((section) => section.id)).toEqual([
      S2,
      S1,
    ]);
    rect.mockRestore();
  });
});
