/**
 * Fixed enumerations shared by the API and the web client (docs/spec/product-spec.md sections 3, 4, 6 and docs/spec/contract-notes.md).
 * Where a value has a numeric wire code, the code is part of the contract: never renumber.
 */

/** Lower-case, trimmed, runs of spaces/hyphens collapsed to '_': ' On-Going ' -> 'on_going'. */
function enumKey(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** A non-negative integer given as a number or as a string of digits; otherwise null. */
function asCode(input: string | number): number | null {
  if (typeof input === 'number') return Number.isInteger(input) && input >= 0 ? input : null;
  const trimmed = input.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Plan frameworks. The old client sent the index as a string ("0" = MTNDP, "1" = ERGP) and read the name.

export const PLAN_FRAMEWORKS = ['MTNDP', 'ERGP'] as const;
export type PlanFramework = (typeof PLAN_FRAMEWORKS)[number];

export const PLAN_FRAMEWORK_LABELS: Readonly<Record<PlanFramework, string>> = {
  MTNDP: 'Medium-Term National Development Plan',
  ERGP: 'Economic Recovery and Growth Plan',
};

/** Accepts 'MTNDP' / 'ERGP' (any case), their index 0 / 1, or the index as a string '0' / '1'. */
export function parsePlan(input: string | number): PlanFramework | null {
  const code = asCode(input);
  if (code !== null) return PLAN_FRAMEWORKS[code] ?? null;
  if (typeof input !== 'string') return null;
  const upper = input.trim().toUpperCase();
  return PLAN_FRAMEWORKS.find((p) => p === upper) ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Account types. MINISTRY = 2 and AGENCY = 4 come from the spec; the other codes are our choice.

export const ACCOUNT_TYPES = {
  CITIZEN: { code: 0, label: 'Citizen' },
  CSO: { code: 1, label: 'Civil Society Organisation' },
  MINISTRY: { code: 2, label: 'Ministry' },
  CONTRACTOR: { code: 3, label: 'Contractor' },
  AGENCY: { code: 4, label: 'Agency' },
  DEPARTMENT: { code: 5, label: 'Department' },
  /** The supervising body of a tenant (finance/budget/planning ministry). */
  ADMIN: { code: 6, label: 'Supervising Body' },
} as const;

export type AccountType = keyof typeof ACCOUNT_TYPES;

export const ACCOUNT_TYPE_NAMES = Object.keys(ACCOUNT_TYPES) as AccountType[];

/** Account types a person may choose at self sign-up. */
export const SIGN_UP_ACCOUNT_TYPES: readonly AccountType[] = ['CITIZEN', 'CSO'];

/** Accepts the name (any case) or the numeric code (number or digits). */
export function parseAccountType(input: string | number): AccountType | null {
  const code = asCode(input);
  if (code !== null) return ACCOUNT_TYPE_NAMES.find((t) => ACCOUNT_TYPES[t].code === code) ?? null;
  if (typeof input !== 'string') return null;
  const upper = enumKey(input).toUpperCase();
  return ACCOUNT_TYPE_NAMES.find((t) => t === upper) ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Project statuses. The server stores the code; reads return the code name and the label.

export const PROJECT_STATUSES = {
  NOT_STARTED: { code: 0, label: 'Not Started', countKey: 'not_started' },
  ON_GOING: { code: 1, label: 'Ongoing', countKey: 'ongoing' },
  COMPLETED: { code: 2, label: 'Completed', countKey: 'completed' },
  ON_HOLD: { code: 3, label: 'On Hold', countKey: 'on_hold' },
  CANCELED: { code: 4, label: 'Canceled', countKey: 'canceled' },
  ABANDONED: { code: 5, label: 'Abandoned', countKey: 'abandoned' },
} as const;

export type ProjectStatus = keyof typeof PROJECT_STATUSES;
export type ProjectStatusCountKey = (typeof PROJECT_STATUSES)[ProjectStatus]['countKey'];

export const PROJECT_STATUS_NAMES = Object.keys(PROJECT_STATUSES) as ProjectStatus[];

/** The keys of a `status_count` object, in status-code order. */
export const PROJECT_STATUS_COUNT_KEYS: readonly ProjectStatusCountKey[] = PROJECT_STATUS_NAMES.map(
  (s) => PROJECT_STATUSES[s].countKey,
);

/** Spellings beyond the code names, keyed by `enumKey` (labels, count keys, the second enumeration). */
const PROJECT_STATUS_ALIASES: Readonly<Record<string, ProjectStatus>> = {
  ongoing: 'ON_GOING',
  notstarted: 'NOT_STARTED',
  onhold: 'ON_HOLD',
  paused: 'ON_HOLD',
  cancelled: 'CANCELED',
};

/**
 * Accepts the code name ('ON_GOING'), the number (1) or the number as a string ('1'), the spaced form
 * ('ON GOING'), the label ('Ongoing', 'On Hold'), a status_count key ('not_started') and the second
 * enumeration (ONGOING -> ON_GOING, COMPLETED, PAUSED -> ON_HOLD). Returns the code name, or null.
 */
export function parseProjectStatus(input: string | number): ProjectStatus | null {
  const code = asCode(input);
  if (code !== null) return PROJECT_STATUS_NAMES.find((s) => PROJECT_STATUSES[s].code === code) ?? null;
  if (typeof input !== 'string') return null;
  const key = enumKey(input);
  if (key === '') return null;
  const byName = PROJECT_STATUS_NAMES.find((s) => s.toLowerCase() === key);
  return byName ?? PROJECT_STATUS_ALIASES[key] ?? PROJECT_STATUS_ALIASES[key.replace(/_/g, '')] ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Contract types.

export const CONTRACT_TYPES = ['PPP', 'CONCESSIONS', 'GENERAL'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const CONTRACT_TYPE_LABELS: Readonly<Record<ContractType, string>> = {
  PPP: 'Public-Private Partnership',
  CONCESSIONS: 'Concessions',
  GENERAL: 'General',
};

// ---------------------------------------------------------------------------------------------------------------
// Review sentiments: written as code or name, read as name.

export const SENTIMENTS = {
  angry: 0,
  unimpressed: 1,
  hopeful: 2,
  excited: 3,
  impressed: 4,
  suggestion: 5,
} as const;

export type Sentiment = keyof typeof SENTIMENTS;

/** The order in which sentiments are shown. */
export const SENTIMENT_DISPLAY_ORDER: readonly Sentiment[] = [
  'impressed',
  'excited',
  'hopeful',
  'unimpressed',
  'angry',
  'suggestion',
];

export const SENTIMENT_LABELS: Readonly<Record<Sentiment, string>> = {
  angry: 'Angry',
  unimpressed: 'Unimpressed',
  hopeful: 'Hopeful',
  excited: 'Excited',
  impressed: 'Impressed',
  suggestion: 'Suggestion',
};

export type SentimentGroup = 'positive' | 'neutral' | 'negative';

/** Summary groups, in display order (positive, neutral, negative). */
export const SENTIMENT_GROUPS: Readonly<Record<SentimentGroup, readonly Sentiment[]>> = {
  positive: ['impressed', 'excited'],
  neutral: ['hopeful', 'suggestion'],
  negative: ['unimpressed', 'angry'],
};

export const SENTIMENT_GROUP_ORDER: readonly SentimentGroup[] = ['positive', 'neutral', 'negative'];

export function sentimentGroupOf(sentiment: Sentiment): SentimentGroup {
  if (SENTIMENT_GROUPS.positive.includes(sentiment)) return 'positive';
  if (SENTIMENT_GROUPS.negative.includes(sentiment)) return 'negative';
  return 'neutral';
}

/** Accepts the name (any case) or the code (number or digits). Returns the name, or null. */
export function parseSentiment(input: string | number): Sentiment | null {
  const code = asCode(input);
  const names = Object.keys(SENTIMENTS) as Sentiment[];
  if (code !== null) return names.find((s) => SENTIMENTS[s] === code) ?? null;
  if (typeof input !== 'string') return null;
  const key = enumKey(input);
  return names.find((s) => s === key) ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Posts, stakeholders, access groups.

export const POST_TYPES = ['REVIEW', 'COMMENT', 'UPDATE', 'MILESTONE_UPDATE'] as const;
export type PostType = (typeof POST_TYPES)[number];

export const STAKEHOLDER_TYPES = { internal: 0, external: 1 } as const;
export type StakeholderType = keyof typeof STAKEHOLDER_TYPES;

/** Pseudo-audiences an item can be shared with, besides named people and organisations. */
export const ACCESS_GROUPS = [
  { key: 'ALL_ORGANISATION', label: 'Everyone in the organisation' },
  { key: 'GENERAL_PUBLIC', label: 'General public' },
  { key: 'ALL_MDAS', label: 'All MDAs' },
] as const;

export type AccessGroup = (typeof ACCESS_GROUPS)[number]['key'];
