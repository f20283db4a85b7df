import { describe, expect, it } from 'vitest';
import {
  aggregate,
  elapsedShare,
  periodEnd,
  periodName,
  periodStart,
  periodTotal,
  progressOf,
  statusOf,
} from './indicator-values.js';

describe('indicator periods', () => {
  it('names and bounds periods of each frequency, from a name or a date inside', () => {
    expect(periodStart('2026', 'yearly')).toBe('2026-01-01');
    expect(periodStart('2026-08-17', 'yearly')).toBe('2026-01-01');
    expect(periodStart('2026-Q3', 'quarterly')).toBe('2026-07-01');
    expect(periodStart('2026-08-17', 'quarterly')).toBe('2026-07-01');
    expect(periodStart('2026-08', 'monthly')).toBe('2026-08-01');
    expect(periodStart('2026-Q3', 'monthly')).toBe('2026-07-01');
    for (const bad of ['26', '2026-13', '2026-02-30', '2026-Q5', 'soon', '1900'])
      expect(periodStart(bad, 'monthly'), bad).toBeNull();
    expect(periodName('2026-07-01', 'quarterly')).toBe('2026-Q3');
    expect(periodName('2026-07-01', 'monthly')).toBe('2026-07');
    expect(periodEnd('2026-10-01', 'quarterly')).toBe('2027-01-01');
    expect(periodEnd('2026-12-01', 'monthly')).toBe('2027-01-01');
    expect(periodEnd('2026-01-01', 'yearly')).toBe('2027-01-01');
  });
});

describe('indicator arithmetic', () => {
  const value = (option_id: string | null, v: number) => ({
    period_start: '2026-01-01',
    kind: 'actual' as const,
    option_id,
    value: v,
  });
  const category = (id: string) => (id.startsWith('sex') ? 'sex' : id.startsWith('age') ? 'age' : undefined);

  it('a period total is the total entered, else the options of one category summed or averaged', () => {
    expect(periodTotal([value(null, 10), value('sex-f', 3)], 'sum', category)).toBe(10);
    expect(periodTotal([value('sex-f', 3), value('sex-m', 5)], 'sum', category)).toBe(8);
    expect(periodTotal([value('sex-f', 30), value('sex-m', 50)], 'average', category)).toBe(40);
    // Two categories: the one with more options entered speaks (no double counting).
    expect(periodTotal([value('sex-f', 3), value('sex-m', 5), value('age-1', 8)], 'sum', category)).toBe(8);
    expect(periodTotal([], 'sum', category)).toBeNull();
  });

  it('aggregates periods by sum, average or latest', () => {
    const totals = [
      { period_start: '2026-04-01', value: 30 },
      { period_start: '2026-01-01', value: 10 },
    ];
    expect(aggregate(totals, 'sum')).toBe(40);
    expect(aggregate(totals, 'average')).toBe(20);
    expect(aggregate(totals, 'latest')).toBe(30);
    expect(aggregate([], 'sum')).toBeNull();
  });

  it('progress with each direction', () => {
    expect(
      progressOf({ direction: 'increase', aggregation: 'latest', baseline: 40, target: 90, actual: 65 }),
    ).toBe(50);
    expect(
      progressOf({ direction: 'increase', aggregation: 'sum', baseline: 40, target: 200, actual: 50 }),
    ).toBe(25);
    expect(
      progressOf({ direction: 'decrease', aggregation: 'latest', baseline: 100, target: 50, actual: 80 }),
    ).toBe(40);
    expect(
      progressOf({ direction: 'decrease', aggregation: 'latest', baseline: 100, target: 50, actual: 120 }),
    ).toBe(0);
    expect(
      progressOf({ direction: 'increase', aggregation: 'latest', baseline: 40, target: 90, actual: 100 }),
    ).toBe(120);
    expect(
      progressOf({ direction: 'maintain', aggregation: 'latest', baseline: null, target: 95, actual: 90.25 }),
    ).toBe(95);
    expect(
      progressOf({ direction: 'increase', aggregation: 'latest', baseline: 90, target: 90, actual: 90 }),
    ).toBeNull();
    expect(
      progressOf({ direction: 'increase', aggregation: 'latest', baseline: 0, target: 90, actual: null }),
    ).toBeNull();
  });

  it('status compares progress with the share of time passed (maintain: with the target)', () => {
    expect(statusOf(50, 'increase', 0.5)).toBe('on_track');
    expect(statusOf(45, 'increase', 0.5)).toBe('on_track');
    expect(statusOf(40, 'increase', 0.5)).toBe('at_risk');
    expect(statusOf(30, 'increase', 0.5)).toBe('off_track');
    expect(statusOf(10, 'decrease', 0)).toBe('on_track');
    expect(statusOf(95, 'maintain', 0.2)).toBe('on_track');
    expect(statusOf(75, 'maintain', 0.2)).toBe('at_risk');
    expect(statusOf(null, 'increase', 0.5)).toBeNull();
    expect(elapsedShare('2026-01-01', '2027-01-01', new Date('2026-07-02T12:00:00Z'))).toBeCloseTo(0.5, 2);
    expect(elapsedShare('2026-01-01', '2027-01-01', new Date('2030-01-01T00:00:00Z'))).toBe(1);
    expect(elapsedShare(null, '2027-01-01', new Date())).toBeNull();
  });
});
