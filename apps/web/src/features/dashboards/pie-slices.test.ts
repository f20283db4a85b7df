import { describe, expect, it } from 'vitest';
import { pieSlices } from './pie-slices';

// A pie of 37 states reads as nothing; small slices are grouped as "Other".
describe('pieSlices', () => {
  it('keeps the seven largest slices and folds the rest into "Other", the total unchanged', () => {
    const rows = Array.from({ length: 37 }, (_, i) => ({ label: `State ${i + 1}`, value: 100 - i * 2 }));
    const slices = pieSlices(rows);
    expect(slices).toHaveLength(8);
    expect(slices.slice(0, 7).map((s) => s.label)).toEqual([
      'State 1',
      'State 2',
      'State 3',
      'State 4',
      'State 5',
      'State 6',
      'State 7',
    ]);
    expect(slices[7]!.label).toBe('Other');
    expect(slices.reduce((sum, s) => sum + s.value, 0)).toBe(rows.reduce((sum, r) => sum + r.value, 0));
  });

  it('folds slices under 3% even when there are few, and leaves small pies alone', () => {
    expect(
      pieSlices([
        { label: 'Ongoing', value: 500 },
        { label: 'Completed', value: 480 },
        { label: 'Abandoned', value: 10 },
        { label: 'On hold', value: 5 },
      ]),
    ).toEqual([
      { label: 'Ongoing', value: 500 },
      { label: 'Completed', value: 480 },
      { label: 'Other', value: 15 },
    ]);
    expect(
      pieSlices([
        { label: 'A', value: 3 },
        { label: 'B', value: 5 },
      ]),
    ).toEqual([
      { label: 'B', value: 5 },
      { label: 'A', value: 3 },
    ]);
    expect(
      pieSlices([
        { label: 'A', value: 90 },
        { label: 'B', value: 1 },
      ]),
    ).toEqual([
      { label: 'A', value: 90 },
      { label: 'B', value: 1 },
    ]);
    expect(pieSlices([])).toEqual([]);
  });
});
