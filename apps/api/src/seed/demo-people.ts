import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';

/**
 * What the demo citizens told about themselves (gender, birth date, interests), so the citizen analytics page has
 * figures to show, and small groups to withhold, from the first start.
 */
const PEOPLE: {
  username: string;
  gender: string;
  born: string;
  states: string[];
  sectors: string[];
  sdgs: string[];
}[] = [
  {
    username: 'amina_bello',
    gender: 'female',
    born: '1994-03-12',
    states: ['Kano'],
    sectors: ['Works and Housing', 'Health'],
    sdgs: ['Good Health and Well-being'],
  },
  {
    username: 'chinedu_okafor',
    gender: 'male',
    born: '1988-07-02',
    states: ['Enugu'],
    sectors: ['Works and Housing'],
    sdgs: ['Industry, Innovation and Infrastructure'],
  },
  {
    username: 'fatima_sani',
    gender: 'female',
    born: '2001-01-20',
    states: ['Kano'],
    sectors: ['Education', 'Health'],
    sdgs: ['Quality Education'],
  },
  {
    username: 'ibrahim_musa',
    gender: 'male',
    born: '1979-11-05',
    states: ['Kano'],
    sectors: ['Agriculture'],
    sdgs: ['Zero Hunger'],
  },
  {
    username: 'ngozi_eze',
    gender: 'female',
    born: '1997-05-30',
    states: ['Enugu'],
    sectors: ['Health'],
    sdgs: ['Good Health and Well-being'],
  },
  {
    username: 'tunde_bakare',
    gender: 'male',
    born: '1985-09-14',
    states: ['Lagos'],
    sectors: ['Transport', 'Works and Housing'],
    sdgs: ['Sustainable Cities and Communities'],
  },
  {
    username: 'aisha_lawal',
    gender: 'female',
    born: '1999-02-08',
    states: ['Kaduna'],
    sectors: ['Education'],
    sdgs: ['Quality Education'],
  },
  {
    username: 'emeka_obi',
    gender: 'male',
    born: '1991-12-01',
    states: ['Anambra'],
    sectors: ['Power'],
    sdgs: ['Affordable and Clean Energy'],
  },
  {
    username: 'blessing_akpan',
    gender: 'female',
    born: '1996-06-18',
    states: ['Akwa Ibom'],
    sectors: ['Health', 'Water Resources'],
    sdgs: ['Clean Water and Sanitation'],
  },
  {
    username: 'yusuf_danjuma',
    gender: 'prefer_not_to_say',
    born: '1968-04-22',
    states: ['Plateau'],
    sectors: ['Agriculture'],
    sdgs: ['Zero Hunger'],
  },
];

export async function seedDemoPeople(db: DbOrTx, tenantId: string): Promise<void> {
  const rows = JSON.stringify(
    PEOPLE.map((p) => ({
      username: p.username,
      gender: p.gender,
      born: p.born,
      interests: { locations: p.states, ministries: [], sdgs: p.sdgs, sectors: p.sectors },
    })),
  );
  await db.execute(sql`
    UPDATE users u SET gender = d.gender, date_of_birth = d.born, interests = d.interests
      FROM jsonb_to_recordset(${rows}::jsonb) AS d(username text, gender text, born text, interests jsonb)
     WHERE u.tenant_id = ${tenantId} AND u.username = d.username`);
}
