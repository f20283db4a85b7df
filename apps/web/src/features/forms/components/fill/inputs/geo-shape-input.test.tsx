import type { Answers } from '@oversight/shared/surveys/responses.schemas';
import type { Question } from '@oversight/shared/surveys/questions.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../../test/msw';
import { renderWithRouter } from '../../../../../test/render';
import { FormFiller } from '../form-filler';
import { makeQuestion, makeSection } from '../test-form';

function fill(questions: Question[]) {
  const onSubmit = vi.fn<(answers: Answers, options: { isDraft: boolean }) => Promise<void>>(() =>
    Promise.resolve(),
  );
  renderWithRouter(
    <FormFiller sections={[makeSection('Road', questions)]} mode="respond" onSubmit={onSubmit} />,
  );
  const submitted = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    return onSubmit.mock.calls[0]![0];
  };
  return { onSubmit, submitted, user: userEvent.setup() };
}

mockApi();
afterEach(() => vi.unstubAllGlobals());

describe('GeoShapeAnswerInput', () => {
  it('builds a line from typed points and the current position, with its length, and removes a point', async () => {
    vi.stubGlobal('navigator', {
      onLine: true,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({
            coords: { latitude: 9.06, longitude: 7.5, accuracy: 5, altitude: null },
          } as GeolocationPosition),
      },
    });
    const { submitted, user } = fill([
      makeQuestion({ name: 'road', question_type: 'geotrace', text: 'Walk the road', required: true }),
    ]);
    const group = screen.getByRole('group', { name: 'Walk the road' });
    const add = within(group).getByRole('button', { name: 'Add point' });
    expect(add).toBeDisabled();
    await user.type(within(group).getByRole('textbox', { name: 'Latitude' }), '9.05');
    await user.type(within(group).getByRole('textbox', { name: 'Longitude' }), '7.49');
    await user.click(add);
    expect(within(group).getByText(/1 point · Add at least 2 points\./)).toBeInTheDocument();
    await user.type(within(group).getByRole('textbox', { name: 'Latitude' }), '9.05');
    await user.type(within(group).getByRole('textbox', { name: 'Longitude' }), '7.5');
    await user.click(add);
    await user.click(within(group).getByRole('button', { name: 'Add my current position' }));
    // 0.01° of longitude at 9.05° N (~1.10 km) then 0.01° of latitude (~1.11 km).
    expect(within(group).getByText(/3 points · Length 2\.2 km/)).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Remove point 2' }));
    expect(within(group).getByText(/2 points · Length 1\.6 km/)).toBeInTheDocument();
    expect(await submitted()).toEqual({
      road: {
        type: 'LineString',
        coordinates: [
          [7.49, 9.05],
          [7.5, 9.06],
        ],
      },
    });
  });

  it('closes an area of three points and shows its size', async () => {
    const { submitted, user } = fill([
      makeQuestion({ name: 'site', question_type: 'geoshape', text: 'Walk around the site' }),
    ]);
    const group = screen.getByRole('group', { name: 'Walk around the site' });
    for (const [lat, lon] of [
      ['9.05', '7.49'],
      ['9.05', '7.5'],
      ['9.06', '7.5'],
    ]) {
      await user.type(within(group).getByRole('textbox', { name: 'Latitude' }), lat!);
      await user.type(within(group).getByRole('textbox', { name: 'Longitude' }), lon!);
      await user.click(within(group).getByRole('button', { name: 'Add point' }));
    }
    expect(within(group).getByText(/3 points · Area 6\d\.\d ha/)).toBeInTheDocument();
    expect(await submitted()).toEqual({
      site: {
        type: 'Polygon',
        coordinates: [
          [
            [7.49, 9.05],
            [7.5, 9.05],
            [7.5, 9.06],
            [7.49, 9.05],
          ],
        ],
      },
    });
  });
});
