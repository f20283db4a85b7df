import { validateAnswers } from '@oversight/shared/surveys/answers';
import type { SectionInput } from '@oversight/shared/surveys/questions.schemas';
import type { Answers } from '@oversight/shared/surveys/responses.schemas';
import { NIGERIAN_STATES } from '@oversight/shared/reference/states';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { randomUUID } from 'node:crypto';
import { answerValueRows } from '../modules/surveys/answer-index.js';
import { prepareSections, writeStructure } from '../modules/surveys/structure.service.js';

/**
 * The demo forms' questions, and believable answers to the published ones, so the responses table, filters and
 * (later) summaries have something to show. Answers are checked by the same validateAnswers as real ones.
 */

const q = (question: Record<string, unknown>) => question as unknown as SectionInput['questions'][number];

export const DEMO_FORM_SECTIONS: Record<string, SectionInput[]> = {
  'Road condition field report': [
    {
      name: 'The road section',
      description: 'Where you are and what you inspected.',
      questions: [
        q({ name: 'inspector', text: 'Inspector name', question_type: 'text', required: true }),
        q({ name: 'state', text: 'State', question_type: 'state', required: true }),
        q({
          name: 'road_name',
          text: 'Road or section name',
          question_type: 'text',
          required: true,
          hint: 'e.g. Abuja-Kaduna km 42-58',
        }),
        q({
          name: 'inspection_date',
          text: 'Date of inspection',
          question_type: 'date',
          required: true,
          constraint: '. <= today()',
          constraint_message: 'The inspection cannot be in the future.',
        }),
        q({
          name: 'site_location',
          text: 'Where are you?',
          question_type: 'location',
          hint: 'Stand at the start of the section.',
        }),
      ],
    },
    {
      name: 'Condition',
      description: '',
      questions: [
        q({
          name: 'surface',
          text: 'Surface condition',
          question_type: 'radio',
          required: true,
          options: [{ label: 'Good' }, { label: 'Fair' }, { label: 'Poor' }, { label: 'Impassable' }],
        }),
        q({
          name: 'potholes',
          text: 'Potholes counted in the section',
          question_type: 'integer',
          required: true,
          constraint: '. >= 0 and . <= 1000',
          constraint_message: 'Count between 0 and 1,000.',
        }),
        q({
          name: 'drainage_blocked',
          text: 'Are the drains blocked?',
          question_type: 'yes-no',
          required: true,
        }),
        q({
          name: 'hazards',
          text: 'Hazards seen',
          question_type: 'select-multiple',
          options: [
            { label: 'Erosion' },
            { label: 'Missing signs' },
            { label: 'Broken guard rails' },
            { label: 'Flooding' },
          ],
        }),
        q({
          name: 'urgent_note',
          text: 'What needs urgent repair?',
          question_type: 'paragraph',
          relevant: "${surface} = 'poor' or ${surface} = 'impassable'",
          required: true,
        }),
        q({ name: 'rating', text: 'Overall rating', question_type: 'rating', settings: { max: 5 } }),
        q({ name: 'site_photo', text: 'Photo of the worst spot', question_type: 'photo' }),
      ],
    },
  ],
  'Bridge inspection checklist': [
    {
      name: 'Bridge',
      description: '',
      questions: [
        q({ name: 'bridge_name', text: 'Bridge name', question_type: 'text', required: true }),
        q({ name: 'state', text: 'State', question_type: 'state', required: true }),
        q({
          name: 'span_m',
          text: 'Span (metres)',
          question_type: 'float',
          constraint: '. > 0',
          constraint_message: 'A span is longer than 0 m.',
        }),
        q({ name: 'deck_cracks', text: 'Cracks on the deck?', question_type: 'yes-no', required: true }),
        q({
          name: 'crack_width_mm',
          text: 'Widest crack (mm)',
          question_type: 'float',
          relevant: "${deck_cracks} = 'yes'",
          required: true,
        }),
        q({
          name: 'structural_state',
          text: 'Structural state',
          question_type: 'likert',
          options: [
            { label: 'Very poor' },
            { label: 'Poor' },
            { label: 'Acceptable' },
            { label: 'Good' },
            { label: 'Very good' },
          ],
        }),
        q({
          name: 'piers',
          text: 'Piers',
          question_type: 'repeat',
          settings: { max_repeats: 10 },
          questions: [
            q({ name: 'pier_number', text: 'Pier number', question_type: 'integer', required: true }),
            q({ name: 'scour', text: 'Scour at the base?', question_type: 'yes-no', required: true }),
          ],
        }),
        q({
          name: 'piers_inspected',
          text: 'Piers inspected',
          question_type: 'calculate',
          calculation: 'count(${piers})',
        }),
      ],
    },
  ],
  'Community feedback on road projects': [
    {
      name: 'Your views',
      description: 'Tell the ministry what the work means for you. Your name is not asked.',
      questions: [
        q({ name: 'lga_state', text: 'Your state', question_type: 'state' }),
        q({
          name: 'satisfied',
          text: 'How satisfied are you with the pace of work?',
          question_type: 'linear-scale',
          settings: { min: 1, max: 5, min_label: 'Not at all', max_label: 'Very' },
        }),
        q({
          name: 'effects',
          text: 'What has changed for you?',
          question_type: 'select-multiple',
          options: [
            { label: 'Shorter journeys' },
            { label: 'More dust and noise' },
            { label: 'New jobs' },
            { label: 'Lost land or shop' },
          ],
          settings: { or_other: true },
        }),
        q({ name: 'comment', text: 'Anything else?', question_type: 'paragraph' }),
      ],
    },
  ],
  'Contractor site safety survey': [
    {
      name: 'Safety on site',
      description: '',
      questions: [
        q({ name: 'contractor', text: 'Contractor', question_type: 'text', required: true }),
        q({ name: 'workers', text: 'Workers on site today', question_type: 'integer', required: true }),
        q({
          name: 'with_helmets',
          text: 'Workers wearing helmets',
          question_type: 'integer',
          constraint: '. <= ${workers}',
          constraint_message: 'Cannot be more than the workers on site.',
        }),
        q({
          name: 'helmet_share',
          text: 'Share wearing helmets (%)',
          question_type: 'calculate',
          calculation: 'if(${workers} > 0, round(${with_helmets} div ${workers} * 100, 0), 0)',
        }),
        q({ name: 'incidents', text: 'Incidents in the last quarter', question_type: 'integer' }),
      ],
    },
  ],
};

/** A small deterministic generator: the same demo data on every machine. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return {
    next,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
  };
}

const INSPECTORS = [
  'Adebayo Ogun',
  'Halima Bello',
  'Chukwuma Obi',
  'Zainab Yusuf',
  'Tunde Akin',
  'Ngozi Eze',
  'Musa Danladi',
  'Funke Ade',
];
const ROADS = [
  'Abuja-Kaduna',
  'Lagos-Ibadan',
  'Kano-Maiduguri',
  'Enugu-Onitsha',
  'Benin-Ore',
  'Jos-Bauchi',
  'Port Harcourt-Aba',
  'Sokoto-Gusau',
];

function roadAnswers(index: number, random: ReturnType<typeof generator>): Answers {
  const state = random.pick(NIGERIAN_STATES);
  const surface = random.pick(['good', 'good', 'fair', 'fair', 'poor', 'impassable']);
  const day = new Date(Date.UTC(2026, 0, 10) + index * 2 * 86400000).toISOString().slice(0, 10);
  return {
    inspector: random.pick(INSPECTORS),
    state: state.filterName,
    road_name: `${random.pick(ROADS)} km ${random.int(1, 90)}-${random.int(91, 180)}`,
    inspection_date: day,
    site_location: {
      latitude: state.latitude + (random.next() - 0.5) / 5,
      longitude: state.longitude + (random.next() - 0.5) / 5,
      accuracy: random.int(4, 30),
    },
    surface,
    potholes: surface === 'good' ? random.int(0, 4) : random.int(5, 120),
    drainage_blocked: random.next() < 0.4 ? 'yes' : 'no',
    hazards: ['erosion', 'missing_signs', 'broken_guard_rails', 'flooding'].filter(() => random.next() < 0.3),
    urgent_note:
      surface === 'poor' || surface === 'impassable'
        ? 'Patch the potholes before the rains and clear the side drains.'
        : '',
    rating: surface === 'good' ? random.int(4, 5) : random.int(1, 3),
  };
}

function bridgeAnswers(index: number, random: ReturnType<typeof generator>): Answers {
  const cracks = random.next() < 0.5;
  const piers = Array.from({ length: random.int(1, 4) }, (_, pier) => ({
    pier_number: pier + 1,
    scour: random.next() < 0.3 ? 'yes' : 'no',
  }));
  return {
    bridge_name: `${random.pick(['Niger', 'Benue', 'Kaduna', 'Ogun', 'Cross River'])} crossing ${index + 1}`,
    state: random.pick(NIGERIAN_STATES).filterName,
    span_m: Math.round((40 + random.next() * 900) * 10) / 10,
    deck_cracks: cracks ? 'yes' : 'no',
    crack_width_mm: cracks ? Math.round(random.next() * 80) / 10 : null,
    structural_state: random.pick(['very_poor', 'poor', 'acceptable', 'good', 'very_good']),
    piers,
  };
}

const ANSWERS_OF: Record<
  string,
  { count: number; make: (index: number, random: ReturnType<typeof generator>) => Answers }
> = {
  'Road condition field report': { count: 120, make: roadAnswers },
  'Bridge inspection checklist': { count: 36, make: bridgeAnswers },
};

/** Writes each demo form's questions, and answers to those that take them (one insert per form). */
export async function seedDemoFormQuestions(
  tx: DbOrTx,
  tenantId: string,
  forms: { id: string; name: string }[],
  respondentId: string,
) {
  for (const form of forms) {
    const input = DEMO_FORM_SECTIONS[form.name];
    if (!input) continue;
    const sections = prepareSections(input);
    await writeStructure(tx, { tenantId, userId: respondentId }, form.id, 1, sections);
    const plan = ANSWERS_OF[form.name];
    if (!plan) continue;
    const random = generator(form.name.length * 7919);
    const rows = Array.from({ length: plan.count }, (_, index) => {
      const checked = validateAnswers(sections, plan.make(index, random), {
        isDraft: false,
        now: new Date('2026-11-01T00:00:00Z'),
      });
      if (Object.keys(checked.errors).length)
        throw new Error(`Demo answers to "${form.name}" fail: ${JSON.stringify(checked.errors)}`);
      const submitted = new Date(
        Date.UTC(2026, 0, 10) + index * 2 * 86400000 + random.int(8, 17) * 3600000,
      ).toISOString();
      return { id: randomUUID(), answers: checked.answers, submitted };
    });
    await tx.execute(sql`
      INSERT INTO survey_responses (id, tenant_id, survey_id, version, respondent_id, is_draft, answers, search, submitted_at, created_at, modified_at)
      SELECT i, ${tenantId}::uuid, ${form.id}::uuid, 1, ${respondentId}::uuid, false, a::jsonb, jsonb_to_tsvector('simple'::regconfig, a::jsonb, '["string", "numeric"]'),
             s::timestamptz, s::timestamptz, s::timestamptz
        FROM unnest(${sql.param(rows.map((row) => row.id))}::uuid[], ${sql.param(rows.map((row) => JSON.stringify(row.answers)))}::text[],
                    ${sql.param(rows.map((row) => row.submitted))}::text[]) AS r(i, a, s)`);
    const values = rows.flatMap((row) =>
      answerValueRows(sections, row.answers).map((value) => ({ ...value, responseId: row.id })),
    );
    await tx.execute(sql`
      INSERT INTO survey_answer_values (survey_id, response_id, question, value, number)
      SELECT ${form.id}::uuid, v.response_id, v.question, v.value, v.number
        FROM unnest(${sql.param(values.map((value) => value.responseId))}::uuid[], ${sql.param(values.map((value) => value.question))}::text[],
                    ${sql.param(values.map((value) => value.value))}::text[], ${sql.param(values.map((value) => value.number))}::numeric[]) AS v(response_id, question, value, number)`);
    await tx.execute(sql`UPDATE surveys SET responses_count = ${plan.count} WHERE id = ${form.id}::uuid`);
  }
}
