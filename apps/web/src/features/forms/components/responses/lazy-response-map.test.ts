import { describe, expect, it } from 'vitest';
import { makeQuestion, makeSection } from '../fill/test-form';
import { locationPoints } from './lazy-response-map';

describe('locationPoints', () => {
  it('places points, lines and areas of a response on its map, as [lat, lng]', () => {
    const sections = [
      makeSection('Road', [
        makeQuestion({ name: 'spot', question_type: 'location', text: 'Spot' }),
        makeQuestion({ name: 'road', question_type: 'geotrace', text: 'Road' }),
        makeQuestion({ name: 'site', question_type: 'geoshape', text: 'Site' }),
      ]),
    ];
    const points = locationPoints(sections, {
      spot: { latitude: 9, longitude: 7 },
      road: {
        type: 'LineString',
        coordinates: [
          [7.49, 9.05],
          [7.5, 9.06],
        ],
      },
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
    expect(points).toEqual([
      { lat: 9, lng: 7, label: 'Spot' },
      {
        lat: 9.05,
        lng: 7.49,
        label: 'Road',
        area: false,
        path: [
          [9.05, 7.49],
          [9.06, 7.5],
        ],
      },
      {
        lat: 9.05,
        lng: 7.49,
        label: 'Site',
        area: true,
        path: [
          [9.05, 7.49],
          [9.05, 7.5],
          [9.06, 7.5],
          [9.05, 7.49],
        ],
      },
    ]);
  });
});
