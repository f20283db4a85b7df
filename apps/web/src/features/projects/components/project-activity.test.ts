import type { ProjectActivity } from '@oversight/shared/projects/projects.schemas';
import { describe, expect, it } from 'vitest';
import { describeActivity } from './project-activity';

// "_" only for empty money (docs/spec/product-spec.md section 8); any other empty value reads "Not given".
describe('describeActivity', () => {
  it('says "Not given" for an empty date or list and keeps "_" for empty money', () => {
    const activity = {
      action: 'updated',
      changes: {
        end_date: { before: null, after: '2026-06-30' },
        total_project_cost: { before: null, after: '2500000.00' },
        lgas: { before: [], after: ['Fagge'] },
      },
    } as unknown as ProjectActivity;
    expect(describeActivity(activity)).toEqual([
      'planned end: Not given → 30 Jun 2026',
      'total cost: _ → ₦2,500,000',
      'lgas: Not given → Fagge',
    ]);
  });
});
