import type { AvailableField } from '@oversight/shared/surveys/results.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { makeAvailableField, makeReportData } from '../../../../test/fixtures';
import { renderWithRouter } from '../../../../test/render';
import { BlockFields } from './block-fields';
import { ReportPreview } from './report-preview';
import type { EditorValues } from './template-editor';

const ROOMS = [{ name: 'rooms', text: 'Rooms' }];
const TOILETS = [{ name: 'toilets', text: 'Toilets' }];
const field = (
  name: string,
  text: string,
  kind: AvailableField['kind'],
  repeat: { name: string; text: string }[] = [],
) =>
  makeAvailableField({
    name,
    text,
    question_type: kind === 'choice' ? 'radio' : 'integer',
    kind,
    cross_tab: kind === 'choice',
    repeat,
    unit: repeat.length ? 'entries' : 'responses',
  });
const FIELDS = [
  field('district', 'District', 'choice'),
  field('pupils', 'Pupils in the room', 'number', ROOMS),
  field('state_of_room', 'State of the room', 'choice', ROOMS),
  field('working', 'Toilet working?', 'choice', TOILETS),
];

let values: EditorValues | undefined;
function Editor({ blocks, children }: { blocks: EditorValues['blocks']; children: ReactNode }) {
  const form = useForm<EditorValues>({
    defaultValues: { survey_id: 'f', name: 'Rooms', description: '', blocks },
  });
  values = form.watch();
  return <FormProvider {...form}>{children}</FormProvider>;
}

describe('report template blocks and repeated groups', () => {
  it("offers a repeat's questions under “Each entry of …” for a chart", async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <Editor blocks={[{ type: 'chart', question: '', chart_type: 'bar', title: '' }]}>
        <BlockFields index={0} fields={FIELDS} />
      </Editor>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Question' }));
    const list = await screen.findByRole('listbox', { name: 'Question', hidden: true });
    expect(within(list).getByText('Each entry of Rooms')).toBeInTheDocument();
    expect(within(list).getByText('Each entry of Toilets')).toBeInTheDocument();
    await user.click(within(list).getByRole('option', { name: 'State of the room', hidden: true }));
    expect(values?.blocks[0]).toMatchObject({ type: 'chart', question: 'state_of_room' });
  });

  it('leaves out of a cross-tab’s columns the questions of a sibling repeat', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <Editor blocks={[{ type: 'cross_tab', row: 'state_of_room', column: '', percent: 'none', title: '' }]}>
        <BlockFields index={0} fields={FIELDS} />
      </Editor>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Columns' }));
    const list = await screen.findByRole('listbox', { name: 'Columns', hidden: true });
    const options = within(list)
      .getAllByRole('option', { hidden: true })
      .map((option) => option.textContent);
    expect(options).toEqual(['District', 'State of the room']);
    await user.click(within(list).getByRole('option', { name: 'District', hidden: true }));
    expect(values?.blocks[0]).toMatchObject({ row: 'state_of_room', column: 'district' });
  });

  it('says in the preview that a repeat’s cross-tab counts entries', () => {
    const data = makeReportData({
      blocks: [
        {
          type: 'cross_tab',
          title: 'Rooms by district',
          percent: 'none',
          error: null,
          cross_tab: {
            row_question: { name: 'district', text: 'District', question_type: 'radio' },
            column_question: { name: 'state_of_room', text: 'State of the room', question_type: 'radio' },
            rows: [{ value: 'east', label: 'East', total: 2 }],
            columns: [
              { value: 'good', label: 'Good', total: 1 },
              { value: 'poor', label: 'Poor', total: 1 },
            ],
            cells: [
              [
                { count: 1, row_percent: 50, column_percent: 100 },
                { count: 1, row_percent: 50, column_percent: 100 },
              ],
            ],
            total: 2,
            unit: 'entries',
            repeat: ROOMS,
          },
        },
      ],
    });
    renderWithRouter(<ReportPreview data={data} />);
    expect(screen.getByText('Counted per entry of Rooms: 2 entries.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Rooms by district' })).toBeInTheDocument();
  });
});
