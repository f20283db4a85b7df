/**
 * The examples the plan, outcome and indicator forms show as placeholders, taken from the organisation's own sector
 * (read from its name) and named after it: the Ministry of Works is not offered the Ministry of Health's examples.
 */

export type PlanExamples = { sector: string | null; plan: string; outcome: string; indicator: string };

type SectorExamples = { outcome: string; indicator: string };

// Order matters: the first pattern that matches the organisation's name gives its sector ("Works and Transport" -> works).
const SECTOR_PATTERNS: [string, RegExp][] = [
  ['WORKS_AND_HOUSING', /\b(works|housing|roads?)\b/i],
  ['HEALTH', /health|hospital|primary health/i],
  ['EDUCATION', /education|school|universit/i],
  ['WATER_RESOURCES', /water|sanitation|irrigation/i],
  ['AGRICULTURE', /agricult|food security|rural development/i],
  ['POWER', /\bpower\b|energy|electric/i],
  ['TRANSPORT', /transport|railway|marine|ports?\b/i],
  ['AVIATION', /aviation|airport|aerospace/i],
  ['ENVIRONMENT', /environment|ecolog|climate/i],
  ['HUMANITARIAN_AFFAIRS', /humanitarian|poverty|social investment|disaster/i],
  ['INFORMATION_AND_COMMUNICATION_TECHNOLOGY', /communication|digital|\bict\b|information/i],
  ['JUSTICE', /justice|judiciary/i],
  ['MINES_AND_STEEL', /mines|steel|mineral/i],
  ['OIL_AND_GAS', /petroleum|\boil\b|\bgas\b/i],
  ['SCIENCE_AND_TECHNOLOGY', /science|innovation|technology/i],
  ['SECURITY_AND_DEFENCE', /defen[cs]e|police|interior|security/i],
  ['TRADE_AND_INVESTMENT', /trade|industry|investment/i],
  ['WOMEN_AFFAIRS', /women/i],
  ['YOUTH_AND_SPORTS', /youth|sports?\b/i],
];

const BY_SECTOR: Record<string, SectorExamples> = {
  WORKS_AND_HOUSING: {
    outcome: 'Federal roads are safe and passable all year',
    indicator: 'Kilometres of federal road rehabilitated',
  },
  HEALTH: {
    outcome: 'Fewer mothers and newborns die',
    indicator: 'Children fully immunised by their first birthday',
  },
  EDUCATION: { outcome: 'More children finish primary school', indicator: 'Classrooms built or renovated' },
  WATER_RESOURCES: {
    outcome: 'More households have safe drinking water',
    indicator: 'Boreholes completed and working',
  },
  AGRICULTURE: {
    outcome: 'Smallholder farmers harvest more',
    indicator: 'Hectares of farmland under irrigation',
  },
  POWER: {
    outcome: 'Homes and businesses get steadier power',
    indicator: 'Megawatts added to the national grid',
  },
  TRANSPORT: { outcome: 'Goods move faster between cities', indicator: 'Kilometres of rail line completed' },
  AVIATION: { outcome: 'Airports handle more passengers safely', indicator: 'Runways rehabilitated' },
  ENVIRONMENT: { outcome: 'Less land is lost to erosion and desert', indicator: 'Erosion sites controlled' },
  HUMANITARIAN_AFFAIRS: {
    outcome: 'Poor households have a safety net',
    indicator: 'Households receiving cash transfers',
  },
  INFORMATION_AND_COMMUNICATION_TECHNOLOGY: {
    outcome: 'More Nigerians get online',
    indicator: 'Kilometres of fibre-optic cable laid',
  },
  JUSTICE: {
    outcome: 'Cases are decided without long delays',
    indicator: 'Courtrooms equipped for e-filing',
  },
  MINES_AND_STEEL: {
    outcome: 'Mining is licensed and safe',
    indicator: 'Artisanal mining cooperatives registered',
  },
  OIL_AND_GAS: {
    outcome: 'More gas reaches homes and industry',
    indicator: 'Kilometres of gas pipeline completed',
  },
  SCIENCE_AND_TECHNOLOGY: {
    outcome: 'Research reaches the market',
    indicator: 'Technology incubation centres running',
  },
  SECURITY_AND_DEFENCE: {
    outcome: 'Communities feel safer',
    indicator: 'Police stations built or renovated',
  },
  TRADE_AND_INVESTMENT: {
    outcome: 'Small businesses grow and export',
    indicator: 'Industrial parks completed',
  },
  WOMEN_AFFAIRS: {
    outcome: 'More women run their own businesses',
    indicator: 'Women trained in skills centres',
  },
  YOUTH_AND_SPORTS: { outcome: 'More young people find work', indicator: 'Youth trained and placed in jobs' },
};

const GENERAL: SectorExamples = {
  outcome: 'Services reach more people on time',
  indicator: 'Share of planned projects completed on time',
};

/** The sector an organisation's name points to ('Federal Ministry of Works' -> WORKS_AND_HOUSING), or null. */
export function sectorOfOrganization(name: string | null | undefined): string | null {
  if (!name) return null;
  return SECTOR_PATTERNS.find(([, pattern]) => pattern.test(name))?.[0] ?? null;
}

/** Placeholders for the plan forms of this organisation (its name, its sector's outcome and indicator). */
export function planExamples(organizationName: string | null | undefined, startYear = 2026): PlanExamples {
  const sector = sectorOfOrganization(organizationName);
  const examples = (sector && BY_SECTOR[sector]) || GENERAL;
  const owner = organizationName?.trim();
  return {
    sector,
    plan: `${owner ? `${owner} ` : ''}Strategic Plan ${startYear}-${startYear + 4}`,
    outcome: examples.outcome,
    indicator: examples.indicator,
  };
}
