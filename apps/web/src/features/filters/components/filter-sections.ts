export type FilterSection =
  | 'location'
  | 'status'
  | 'citizens'
  | 'cost'
  | 'budget'
  | 'period'
  | 'years'
  | 'ministries'
  | 'agencies'
  | 'contractors';

export const DEFAULT_SECTIONS: FilterSection[] = [
  'location',
  'status',
  'citizens',
  'cost',
  'budget',
  'period',
  'years',
  'ministries',
  'agencies',
  'contractors',
];
