import { describe, expect, it } from 'vitest';
import { planExamples, sectorOfOrganization } from './plan-examples';

// The plan forms' examples come from the caller's own sector and organisation.
describe('planExamples', () => {
  it("offers the Ministry of Works roads, not the Ministry of Health's immunisation", () => {
    const works = planExamples('Federal Ministry of Works', 2026);
    expect(works).toEqual({
      sector: 'WORKS_AND_HOUSING',
      plan: 'Federal Ministry of Works Strategic Plan 2026-2030',
      outcome: 'Federal roads are safe and passable all year',
      indicator: 'Kilometres of federal road rehabilitated',
    });
    const text = JSON.stringify(works);
    for (const health of ['Health', 'immunis', 'mothers']) expect(text).not.toContain(health);
    expect(planExamples('Federal Ministry of Health', 2026)).toMatchObject({
      sector: 'HEALTH',
      indicator: 'Children fully immunised by their first birthday',
    });
  });

  it('reads the sector from the name, agencies too, and falls back to general examples named after the organisation', () => {
    expect(sectorOfOrganization('Federal Roads Maintenance Agency (FERMA)')).toBe('WORKS_AND_HOUSING');
    expect(sectorOfOrganization('National Primary Health Care Development Agency')).toBe('HEALTH');
    expect(sectorOfOrganization('Federal Ministry of Water Resources and Sanitation')).toBe(
      'WATER_RESOURCES',
    );
    expect(sectorOfOrganization('Federal Ministry of Finance, Budget and National Planning')).toBeNull();
    const finance = planExamples('Federal Ministry of Finance, Budget and National Planning', 2027);
    expect(finance).toMatchObject({
      sector: null,
      plan: 'Federal Ministry of Finance, Budget and National Planning Strategic Plan 2027-2031',
    });
    expect(finance.indicator).toBe('Share of planned projects completed on time');
    expect(planExamples(null, 2026).plan).toBe('Strategic Plan 2026-2030');
  });
});
