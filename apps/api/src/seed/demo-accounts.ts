import type { AccountType } from '../modules/accounts/account-creation.js';

/**
 * One password for every demo account, so a reviewer can try each side of the product.
 * It is written in docs/demo-accounts.md (and the README); never log it.
 */
export const DEMO_PASSWORD = 'Oversight-Demo-2026';

export type DemoAccount = {
  key: string;
  accountType: AccountType;
  displayName: string;
  username: string;
  email: string;
  /** The key of the parent organisation (ministries under the ADMIN body, agencies under their ministry). */
  parent?: string;
  description?: string;
  firstName?: string;
  lastName?: string;
  companyName?: string;
  rcNumber?: string;
  contactNo?: string;
  stateOfResidence?: string;
};

/** In creation order: parents before their subordinates. Mirrored by docs/demo-accounts.md. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'admin',
    accountType: 'ADMIN',
    displayName: 'Federal Ministry of Finance, Budget and National Planning',
    username: 'admin_body',
    email: 'admin@oversight.test',
    description:
      'The supervising body: uploads the yearly appropriations and oversees every ministry and agency.',
  },
  {
    key: 'works',
    accountType: 'MINISTRY',
    displayName: 'Federal Ministry of Works',
    username: 'fmworks',
    email: 'works@oversight.test',
    parent: 'admin',
    description: 'Federal roads, bridges and public buildings.',
  },
  {
    key: 'health',
    accountType: 'MINISTRY',
    displayName: 'Federal Ministry of Health',
    username: 'fmhealth',
    email: 'health@oversight.test',
    parent: 'admin',
    description: 'Hospitals, primary health care and public-health programmes.',
  },
  {
    key: 'ferma',
    accountType: 'AGENCY',
    displayName: 'Federal Roads Maintenance Agency (FERMA)',
    username: 'ferma',
    email: 'ferma@oversight.test',
    parent: 'works',
    description: 'Maintains the federal road network.',
  },
  {
    key: 'nphcda',
    accountType: 'AGENCY',
    displayName: 'National Primary Health Care Development Agency',
    username: 'nphcda',
    email: 'nphcda@oversight.test',
    parent: 'health',
    description: 'Builds and equips primary health care centres across the states.',
  },
  {
    key: 'julius_berger',
    accountType: 'CONTRACTOR',
    displayName: 'Julius Berger Nigeria Plc',
    username: 'julius_berger',
    email: 'julius.berger@oversight.test',
    description: 'Construction and engineering contractor.',
  },
  {
    key: 'dantata',
    accountType: 'CONTRACTOR',
    displayName: 'Dantata & Sawoe Construction',
    username: 'dantata_sawoe',
    email: 'dantata@oversight.test',
    description: 'Road and civil-works contractor.',
  },
  {
    key: 'cso',
    accountType: 'CSO',
    displayName: 'Civic Ledger Initiative',
    companyName: 'Civic Ledger Initiative',
    username: 'civic_ledger',
    email: 'civicledger@oversight.test',
    contactNo: '+2348000000001',
    description: 'A civil-society group that follows public spending from budget to site.',
  },
  {
    key: 'amina',
    accountType: 'CITIZEN',
    displayName: 'Amina Bello',
    firstName: 'Amina',
    lastName: 'Bello',
    username: 'amina_bello',
    email: 'amina@oversight.test',
    stateOfResidence: 'Kano',
  },
  {
    key: 'chinedu',
    accountType: 'CITIZEN',
    displayName: 'Chinedu Okafor',
    firstName: 'Chinedu',
    lastName: 'Okafor',
    username: 'chinedu_okafor',
    email: 'chinedu@oversight.test',
    stateOfResidence: 'Enugu',
  },
];
