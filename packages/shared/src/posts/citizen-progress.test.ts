import { describe, expect, it } from 'vitest';
import { citizenProgressDivergence } from './citizen-progress.js';

const citizens = (median: number | null, estimates: number, yes = 0, stopped = 0) => ({
  median_completion: median,
  estimates,
  work_happening: { yes, stopped, cannot_tell: 0 },
});

describe('citizenProgressDivergence', () => {
  it('flags a median more than 30 points from the official percentage, from two estimates on', () => {
    const official = { percentage_completed: 80, status: 'ON_GOING' };
    expect(citizenProgressDivergence(official, citizens(40, 2))).toEqual({
      flagged: true,
      reasons: ['percentage'],
      difference: -40,
    });
    expect(citizenProgressDivergence(official, citizens(40, 1)).flagged).toBe(false);
    expect(citizenProgressDivergence(official, citizens(50, 5)).flagged).toBe(false);
  });

  it('flags work reported stopped only on an ongoing project, and only when stopped outweighs yes', () => {
    const ongoing = { percentage_completed: 50, status: 'ON_GOING' };
    expect(citizenProgressDivergence(ongoing, citizens(null, 0, 1, 2)).reasons).toEqual(['stopped']);
    expect(citizenProgressDivergence(ongoing, citizens(null, 0, 2, 2)).flagged).toBe(false);
    expect(citizenProgressDivergence(ongoing, citizens(null, 0, 0, 1)).flagged).toBe(false);
    const onHold = { percentage_completed: 50, status: 'ON_HOLD' };
    expect(citizenProgressDivergence(onHold, citizens(null, 0, 0, 3)).flagged).toBe(false);
  });

  it('has no difference when either side has no percentage', () => {
    const official = { percentage_completed: null, status: 'NOT_STARTED' };
    expect(citizenProgressDivergence(official, citizens(70, 3)).difference).toBeNull();
  });
});
