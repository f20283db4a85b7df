export type FilterSection =
  'location' | 'status' | 'cost' | 'budget' | 'period' | 'years' | 'ministries' | 'agencies' | 'contractors';

export const DEFAULT_SECTIONS: FilterSection[] = [
  'location',
  'status',
  'cost',
  'budget',
  'period',
  'years',
  'ministries',
  'agencies',
  'contractors',
];
