import type { QuestionSummary, SummaryTask } from '@oversight/shared/surveys/results.schemas';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/msw';
import { renderWithRouter } from '../../../../test/render';
import { SummaryPanel } from './summary-panel';

// ECharts draws on a canvas jsdom lacks; the numbers' tables are what this test reads.
vi.mock('./results-chart', () => ({ default: () => null }));

const FORM_ID = '11111111-1111-4111-8111-111111111111';

const school: QuestionSummary = {
  kind: 'text',
  name: 'school',
  text: 'School name',
  question_type: 'text',
  responses: 5,
  answered: 5,
  words: [{ word: 'central', count: 1 }],
};
const pupils: QuestionSummary = {
  kind: 'number',
  name: 'pupils',
  text: 'Pupils in the room',
  question_type: 'integer',
  responses: 6,
  answered: 5,
  min: 12,
  max: 40,
  mean: 25.4,
  median: 28,
  sum: 127,
  histogram: [
    { from: 12, to: 26, count: 2 },
    { from: 26, to: 40, count: 3 },
  ],
};
const state: QuestionSummary = {
  kind: 'choice',
  name: 'state_of_room',
  text: 'State of the room',
  question_type: 'radio',
  responses: 6,
  answered: 4,
  multiple: false,
  options: [
    { value: 'good', label: 'Good', count: 2, percent: 50 },
    { value: 'poor', label: 'Poor', count: 2, percent: 50 },
  ],
};
const legs: QuestionSummary = {
  ...pupils,
  name: 'legs',
  text: 'Legs standing',
  responses: 6,
  answered: 6,
  min: 1,
  max: 4,
  mean: 3,
  median: 3.5,
  sum: 18,
  histogram: [],
};

const task: SummaryTask = {
  task_id: '22222222-2222-4222-8222-222222222222',
  status: 'SUCCESS',
  progress: 100,
  error: null,
  summary: {
    survey_id: FORM_ID,
    responses: 5,
    weeks: [{ week: '2026-11-23', count: 5 }],
    questions: [school],
    repeats: [
      {
        name: 'rooms',
        text: 'Rooms',
        path: ['rooms'],
        responses: 5,
        responses_with_entries: 3,
        entries: 6,
        questions: [pupils, state],
      },
      {
        name: 'desks',
        text: 'Desks',
        path: ['rooms', 'desks'],
        responses: 5,
        responses_with_entries: 2,
        entries: 6,
        questions: [legs],
      },
      {
        name: 'visits',
        text: 'Visits',
        path: ['visits'],
        responses: 5,
        responses_with_entries: 0,
        entries: 0,
        questions: [{ ...school, name: 'visitor', text: 'Visitor', responses: 0, answered: 0, words: [] }],
      },
    ],
    computed_at: '2026-11-26T07:00:00Z',
    stale: false,
  },
};

const api = mockApi();
beforeEach(() => {
  // Every request answers the finished summary, checked against the shared schema of the endpoint asked.
  api.answer(() => ({ body: task }), { byEndpoint: true });
});

describe('SummaryPanel', () => {
  it("shows each repeated group's questions under its name, counted per entry", async () => {
    renderWithRouter(<SummaryPanel formId={FORM_ID} />);

    // The form's own questions count responses.
    const formQuestions = await screen.findByRole('list', { name: 'Summary of each question' });
    expect(within(formQuestions).getByRole('heading', { name: 'School name' })).toBeInTheDocument();
    expect(within(formQuestions).getByText(/5 of 5 responses answered/)).toBeInTheDocument();
    expect(within(formQuestions).queryByText('Pupils in the room')).not.toBeInTheDocument();

    // A repeat: its own section and heading, entries in responses, its questions answered per entry.
    const rooms = screen.getByRole('region', { name: 'Rooms' });
    expect(within(rooms).getByRole('heading', { level: 3, name: 'Rooms' })).toBeInTheDocument();
    expect(within(rooms).getByText('Counted per entry: 6 entries in 3 of 5 responses')).toBeInTheDocument();
    const roomQuestions = within(rooms).getByRole('list', {
      name: 'Summary of each question of Rooms, per entry',
    });
    expect(
      within(roomQuestions).getByRole('heading', { level: 4, name: 'Pupils in the room' }),
    ).toBeInTheDocument();
    expect(within(roomQuestions).getByText(/5 of 6 entries answered/)).toBeInTheDocument();
    expect(within(roomQuestions).getByText(/4 of 6 entries answered/)).toBeInTheDocument();
    // The numbers: statistics over the entries, and the choices' counts in their table.
    expect(within(roomQuestions).getByText('25.4')).toBeInTheDocument();
    expect(within(roomQuestions).getByText('127')).toBeInTheDocument();
    expect(within(roomQuestions).getByRole('cell', { name: 'Good' })).toBeInTheDocument();

    // A repeat inside a repeat names the one holding it.
    const desks = screen.getByRole('region', { name: 'Desks' });
    expect(within(desks).getByText('Repeated group in Rooms')).toBeInTheDocument();
    expect(within(desks).getByText('Counted per entry: 6 entries in 2 of 5 responses')).toBeInTheDocument();

    // A repeat nobody filled says so instead of empty cards.
    const visits = screen.getByRole('region', { name: 'Visits' });
    expect(within(visits).getByText('No entries yet.')).toBeInTheDocument();
    expect(within(visits).queryByRole('list')).not.toBeInTheDocument();
  });
});
