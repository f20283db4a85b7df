import { describe, it, expect } from 'vitest';
import {
  GEOPOLITICAL_ZONES,
  findGeopoliticalZone,
  NIGERIAN_STATES,
  findStateByName,
  findStateByCode,
  NIGERIAN_LGAS,
  lgasOfState,
  findLgaByName,
  findLgaById,
  nearestLga,
  SDGS,
  findSdg,
  SECTORS,
  findSector,
  sectorKeyOf,
  PLAN_FRAMEWORKS,
  parsePlan,
  ACCOUNT_TYPES,
  parseAccountType,
  PROJECT_STATUSES,
  PROJECT_STATUS_COUNT_KEYS,
  parseProjectStatus,
  SENTIMENTS,
  SENTIMENT_DISPLAY_ORDER,
  SENTIMENT_GROUPS,
  SENTIMENT_GROUP_ORDER,
  sentimentGroupOf,
  parseSentiment,
  CONTRACT_TYPES,
  POST_TYPES,
  STAKEHOLDER_TYPES,
  ACCESS_GROUPS,
} from './index.js';

const inNigeria = (lat: number, lng: number) => lat >= 4 && lat <= 14 && lng >= 2.5 && lng <= 15;
const fourDecimals = (n: number) => Math.abs(Math.round(n * 10_000) - n * 10_000) < 1e-6;

function stateId(name: string): number {
  const state = findStateByName(name);
  if (!state) throw new Error(`no state ${name}`);
  return state.id;
}

describe('geopolitical zones', () => {
  it('has the six zones', () => {
    expect(GEOPOLITICAL_ZONES.map((z) => z.code)).toEqual(['NC', 'NE', 'NW', 'SE', 'SS', 'SW']);
    expect(findGeopoliticalZone('south-west')?.code).toBe('SW');
    expect(findGeopoliticalZone('nc')?.name).toBe('North Central');
    expect(findGeopoliticalZone('Middle Belt')).toBeNull();
  });

  it('puts the states in the right zones', () => {
    const count = (zone: string) => NIGERIAN_STATES.filter((s) => s.zone === zone).length;
    expect([count('NC'), count('NE'), count('NW'), count('SE'), count('SS'), count('SW')]).toEqual([
      7, 6, 7, 5, 6, 6,
    ]);
    expect(findStateByName('FCT')?.zone).toBe('NC');
    expect(findStateByName('Lagos')?.zone).toBe('SW');
  });
});

describe('states', () => {
  it('has 36 states and the FCT with stable alphabetical ids 1..37', () => {
    expect(NIGERIAN_STATES).toHaveLength(37);
    expect(NIGERIAN_STATES.map((s) => s.id)).toEqual(Array.from({ length: 37 }, (_, i) => i + 1));
    const names = NIGERIAN_STATES.map((s) => s.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    expect(new Set(NIGERIAN_STATES.map((s) => s.code)).size).toBe(37);
    expect(new Set(NIGERIAN_STATES.map((s) => s.filterName)).size).toBe(37);
  });

  it('has upper-case filter names, the FCT being FCT', () => {
    for (const s of NIGERIAN_STATES) {
      if (s.code === 'FCT') continue;
      expect(s.filterName).toBe(s.name.toUpperCase());
    }
    const fct = findStateByCode('FCT');
    expect(fct).toMatchObject({
      id: 15,
      name: 'Federal Capital Territory',
      filterName: 'FCT',
      capital: 'Abuja',
    });
    expect(findStateByCode('la')).toMatchObject({ name: 'Lagos', capital: 'Ikeja' });
  });

  it('has capital coordinates inside Nigeria with 4 decimals', () => {
    for (const s of NIGERIAN_STATES) {
      expect(inNigeria(s.latitude, s.longitude), s.name).toBe(true);
      expect(fourDecimals(s.latitude) && fourDecimals(s.longitude), s.name).toBe(true);
    }
  });

  it('finds states tolerantly', () => {
    expect(findStateByName('lagos')?.id).toBe(25);
    expect(findStateByName('LAGOS STATE')?.id).toBe(25);
    expect(findStateByName('  Lagos   State ')?.id).toBe(25);
    expect(findStateByName('Abuja')?.id).toBe(15);
    expect(findStateByName('FCT')?.id).toBe(15);
    expect(findStateByName('Federal Capital Territory')?.id).toBe(15);
    expect(findStateByName('FCT - Abuja')?.id).toBe(15);
    expect(findStateByName('Akwa-Ibom')?.id).toBe(3);
    expect(findStateByName('AKWA IBOM')?.id).toBe(3);
    expect(findStateByName('Nassarawa')?.id).toBe(26);
    expect(findStateByName('Cross Rivers')?.id).toBe(9);
    expect(findStateByName('cross river state')?.id).toBe(9);
    expect(findStateByName('OY')?.name).toBe('Oyo');
    expect(findStateByName('Atlantis')).toBeNull();
    expect(findStateByName('')).toBeNull();
  });
});

describe('LGAs', () => {
  it('has exactly 774 LGAs with stable unique ids 1..774', () => {
    expect(NIGERIAN_LGAS).toHaveLength(774);
    expect(NIGERIAN_LGAS.map((l) => l.id)).toEqual(Array.from({ length: 774 }, (_, i) => i + 1));
  });

  it('gives every state at least one LGA and refers only to real states', () => {
    const stateIds = new Set(NIGERIAN_STATES.map((s) => s.id));
    for (const lga of NIGERIAN_LGAS) expect(stateIds.has(lga.stateId), lga.name).toBe(true);
    for (const s of NIGERIAN_STATES) expect(lgasOfState(s.id).length, s.name).toBeGreaterThanOrEqual(1);
  });

  it('has the official count per state', () => {
    const expected: Record<string, number> = {
      Abia: 17,
      Adamawa: 21,
      'Akwa Ibom': 31,
      Anambra: 21,
      Bauchi: 20,
      Bayelsa: 8,
      Benue: 23,
      Borno: 27,
      'Cross River': 18,
      Delta: 25,
      Ebonyi: 13,
      Edo: 18,
      Ekiti: 16,
      Enugu: 17,
      FCT: 6,
      Gombe: 11,
      Imo: 27,
      Jigawa: 27,
      Kaduna: 23,
      Kano: 44,
      Katsina: 34,
      Kebbi: 21,
      Kogi: 21,
      Kwara: 16,
      Lagos: 20,
      Nasarawa: 13,
      Niger: 25,
      Ogun: 20,
      Ondo: 18,
      Osun: 30,
      Oyo: 33,
      Plateau: 17,
      Rivers: 23,
      Sokoto: 23,
      Taraba: 16,
      Yobe: 17,
      Zamfara: 14,
    };
    for (const [name, count] of Object.entries(expected)) {
      expect(lgasOfState(stateId(name)), name).toHaveLength(count);
    }
    expect(Object.values(expected).reduce((a, b) => a + b, 0)).toBe(774);
  });

  it('has unique names within each state', () => {
    for (const s of NIGERIAN_STATES) {
      const names = lgasOfState(s.id).map((l) => l.name.toLowerCase());
      expect(new Set(names).size, s.name).toBe(names.length);
    }
  });

  it('has coordinates inside Nigeria with at most 4 decimals, not far from the state capital', () => {
    for (const lga of NIGERIAN_LGAS) {
      expect(inNigeria(lga.latitude, lga.longitude), lga.name).toBe(true);
      expect(fourDecimals(lga.latitude) && fourDecimals(lga.longitude), lga.name).toBe(true);
      const state = NIGERIAN_STATES[lga.stateId - 1]!;
      const degrees = Math.hypot(lga.latitude - state.latitude, lga.longitude - state.longitude);
      expect(degrees, `${lga.name} (${state.name})`).toBeLessThan(3);
    }
  });

  it('finds LGAs tolerantly, within a state', () => {
    const lagos = stateId('Lagos');
    expect(findLgaByName(lagos, 'Amuwo-Odofin')?.name).toBe('Amuwo-Odofin');
    expect(findLgaByName(lagos, 'amuwo odofin')?.name).toBe('Amuwo-Odofin');
    expect(findLgaByName(lagos, 'AMUWO ODOFIN LGA')?.name).toBe('Amuwo-Odofin');
    expect(findLgaByName(lagos, 'Ifako/Ijaye')?.name).toBe('Ifako-Ijaiye');
    expect(findLgaByName(lagos, 'Somolu')?.name).toBe('Shomolu');
    expect(findLgaByName(lagos, 'Eti Osa Local Government Area')?.name).toBe('Eti-Osa');
    expect(findLgaByName(stateId('Rivers'), 'obio akpor')?.name).toBe('Obio/Akpor');
    expect(findLgaByName(stateId('Bauchi'), 'Jamaare')?.name).toBe("Jama'are");
    expect(findLgaByName(stateId('Ogun'), 'Yewa North')?.name).toBe('Egbado North');
    expect(findLgaByName(stateId('FCT'), 'AMAC')?.name).toBe('Abuja Municipal');
    expect(findLgaByName(stateId('FCT'), 'Abuja Municipal Area Council')?.name).toBe('Abuja Municipal');
    expect(findLgaByName(stateId('Niger'), 'Muya')?.name).toBe('Munya');
    // The same name in another state is a different LGA.
    const obiBenue = findLgaByName(stateId('Benue'), 'Obi');
    const obiNasarawa = findLgaByName(stateId('Nasarawa'), 'Obi');
    expect(obiBenue && obiNasarawa && obiBenue.id !== obiNasarawa.id).toBe(true);
    expect(findLgaByName(lagos, 'Kano Municipal')).toBeNull();
    expect(findLgaByName(lagos, '')).toBeNull();
    expect(findLgaByName(999, 'Ikeja')).toBeNull();
  });

  it('finds LGAs by id', () => {
    for (const lga of NIGERIAN_LGAS) expect(findLgaById(lga.id)).toBe(lga);
    expect(findLgaById(0)).toBeNull();
    expect(findLgaById(775)).toBeNull();
  });

  it('names the LGA nearest a point (a group of projects on the map)', () => {
    expect(nearestLga(11.98, 8.5).name).toBe('Gwale');
    expect(nearestLga(11.66, 9.13).name).toBe('Albasu');
    for (const lga of NIGERIAN_LGAS.slice(0, 50))
      expect(nearestLga(lga.latitude, lga.longitude).latitude).toBe(lga.latitude);
  });
});

describe('SDGs and sectors', () => {
  it('has the 17 SDGs numbered 1..17', () => {
    expect(SDGS.map((s) => s.id)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    expect(SDGS[0]?.name).toBe('No Poverty');
    expect(SDGS[16]?.name).toBe('Partnerships for the Goals');
    expect(findSdg('SDG 4')?.name).toBe('Quality Education');
    expect(findSdg('climate action')?.id).toBe(13);
    expect(findSdg(18)).toBeNull();
  });

  it('has exactly 19 sectors with unique keys derived from their names', () => {
    expect(SECTORS).toHaveLength(19);
    expect(new Set(SECTORS.map((s) => s.key)).size).toBe(19);
    for (const s of SECTORS) expect(sectorKeyOf(s.name)).toBe(s.key);
    expect(findSector('Oil & Gas')?.key).toBe('OIL_AND_GAS');
    expect(findSector('ICT')?.key).toBe('INFORMATION_AND_COMMUNICATION_TECHNOLOGY');
    expect(findSector('roads')?.name).toBe('Works and Housing');
    expect(findSector('Tourism')).toBeNull();
  });
});

describe('enumerations', () => {
  it('parses plans by name and by index', () => {
    expect(PLAN_FRAMEWORKS).toEqual(['MTNDP', 'ERGP']);
    expect(parsePlan('MTNDP')).toBe('MTNDP');
    expect(parsePlan('ergp')).toBe('ERGP');
    expect(parsePlan('0')).toBe('MTNDP');
    expect(parsePlan('1')).toBe('ERGP');
    expect(parsePlan(0)).toBe('MTNDP');
    expect(parsePlan(1)).toBe('ERGP');
    expect(parsePlan(2)).toBeNull();
    expect(parsePlan('NDP')).toBeNull();
  });

  it('has account types with the spec codes', () => {
    expect(ACCOUNT_TYPES.MINISTRY.code).toBe(2);
    expect(ACCOUNT_TYPES.AGENCY.code).toBe(4);
    const codes = Object.values(ACCOUNT_TYPES).map((t) => t.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(parseAccountType('agency')).toBe('AGENCY');
    expect(parseAccountType(2)).toBe('MINISTRY');
    expect(parseAccountType('0')).toBe('CITIZEN');
    expect(parseAccountType('ROBOT')).toBeNull();
  });

  it('has project statuses with codes, labels and count keys', () => {
    expect(Object.entries(PROJECT_STATUSES).map(([name, s]) => [name, s.code, s.label])).toEqual([
      ['NOT_STARTED', 0, 'Not Started'],
      ['ON_GOING', 1, 'Ongoing'],
      ['COMPLETED', 2, 'Completed'],
      ['ON_HOLD', 3, 'On Hold'],
      ['CANCELED', 4, 'Canceled'],
      ['ABANDONED', 5, 'Abandoned'],
    ]);
    expect(PROJECT_STATUS_COUNT_KEYS).toEqual([
      'not_started',
      'ongoing',
      'completed',
      'on_hold',
      'canceled',
      'abandoned',
    ]);
  });

  it('parses project statuses in every accepted form', () => {
    const cases: [string | number, string | null][] = [
      ['ON_GOING', 'ON_GOING'],
      ['ON GOING', 'ON_GOING'],
      ['on going', 'ON_GOING'],
      ['Ongoing', 'ON_GOING'],
      ['ONGOING', 'ON_GOING'],
      [1, 'ON_GOING'],
      ['1', 'ON_GOING'],
      ['NOT STARTED', 'NOT_STARTED'],
      ['Not Started', 'NOT_STARTED'],
      ['not_started', 'NOT_STARTED'],
      [0, 'NOT_STARTED'],
      ['COMPLETED', 'COMPLETED'],
      ['ON HOLD', 'ON_HOLD'],
      ['PAUSED', 'ON_HOLD'],
      ['Onhold', 'ON_HOLD'],
      ['3', 'ON_HOLD'],
      ['CANCELED', 'CANCELED'],
      ['Cancelled', 'CANCELED'],
      [5, 'ABANDONED'],
      ['Abandoned', 'ABANDONED'],
      [6, null],
      [-1, null],
      [1.5, null],
      ['FINISHED', null],
      ['', null],
    ];
    for (const [input, expected] of cases) expect(parseProjectStatus(input), String(input)).toBe(expected);
  });

  it('has sentiments with codes, display order and groups', () => {
    expect(SENTIMENTS).toEqual({
      angry: 0,
      unimpressed: 1,
      hopeful: 2,
      excited: 3,
      impressed: 4,
      suggestion: 5,
    });
    expect(SENTIMENT_DISPLAY_ORDER).toEqual([
      'impressed',
      'excited',
      'hopeful',
      'unimpressed',
      'angry',
      'suggestion',
    ]);
    expect(SENTIMENT_GROUP_ORDER).toEqual(['positive', 'neutral', 'negative']);
    const grouped = SENTIMENT_GROUP_ORDER.flatMap((g) => SENTIMENT_GROUPS[g]);
    expect([...grouped].sort()).toEqual([...SENTIMENT_DISPLAY_ORDER].sort());
    expect(sentimentGroupOf('impressed')).toBe('positive');
    expect(sentimentGroupOf('suggestion')).toBe('neutral');
    expect(sentimentGroupOf('angry')).toBe('negative');
    expect(parseSentiment('Hopeful')).toBe('hopeful');
    expect(parseSentiment(4)).toBe('impressed');
    expect(parseSentiment('0')).toBe('angry');
    expect(parseSentiment(9)).toBeNull();
    expect(parseSentiment('bored')).toBeNull();
  });

  it('has the other fixed lists', () => {
    expect(CONTRACT_TYPES).toEqual(['PPP', 'CONCESSIONS', 'GENERAL']);
    expect(POST_TYPES).toEqual(['REVIEW', 'COMMENT', 'UPDATE', 'MILESTONE_UPDATE']);
    expect(STAKEHOLDER_TYPES).toEqual({ internal: 0, external: 1 });
    expect(ACCESS_GROUPS.map((g) => g.key)).toEqual(['ALL_ORGANISATION', 'GENERAL_PUBLIC', 'ALL_MDAS']);
  });
});
