/** The 17 United Nations Sustainable Development Goals (ids are the goal numbers). */

export interface Sdg {
  readonly id: number;
  readonly name: string;
}

export const SDGS: readonly Sdg[] = [
  { id: 1, name: 'No Poverty' },
  { id: 2, name: 'Zero Hunger' },
  { id: 3, name: 'Good Health and Well-being' },
  { id: 4, name: 'Quality Education' },
  { id: 5, name: 'Gender Equality' },
  { id: 6, name: 'Clean Water and Sanitation' },
  { id: 7, name: 'Affordable and Clean Energy' },
  { id: 8, name: 'Decent Work and Economic Growth' },
  { id: 9, name: 'Industry, Innovation and Infrastructure' },
  { id: 10, name: 'Reduced Inequalities' },
  { id: 11, name: 'Sustainable Cities and Communities' },
  { id: 12, name: 'Responsible Consumption and Production' },
  { id: 13, name: 'Climate Action' },
  { id: 14, name: 'Life Below Water' },
  { id: 15, name: 'Life on Land' },
  { id: 16, name: 'Peace, Justice and Strong Institutions' },
  { id: 17, name: 'Partnerships for the Goals' },
];

function sdgKey(input: string): string {
  return input
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');
}

/** Accepts the goal number (7, '7', 'SDG 7', 'Goal 7') or the name in any case/punctuation. */
export function findSdg(input: string | number): Sdg | null {
  if (typeof input === 'number') return SDGS.find((s) => s.id === input) ?? null;
  const numbered = /^\s*(?:sdg|goal)?\s*#?\s*(\d{1,2})\s*$/i.exec(input);
  if (numbered?.[1] !== undefined) return findSdg(Number(numbered[1]));
  const key = sdgKey(input);
  if (key === '') return null;
  return SDGS.find((s) => sdgKey(s.name) === key) ?? null;
}
