import {
  aiTemplateDraftSchema,
  BLOCK_TYPES,
  REPORT_PLACEHOLDERS,
  type CreateWithAiBody,
  type ReportTemplate,
} from '@oversight/shared/surveys/reports.schemas';
import { HttpError, unauthorized, zodIssuesToFieldErrors, type FieldErrors } from '../../platform/errors.js';
import {
  AiError,
  createChatClient,
  type ChatClient,
  type ChatMessage,
} from '../../integrations/openai/chat-client.js';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import { fieldsOf, resultsFormOf } from '../form-results/form-results.aggregations.js';
import { loadSurvey } from '../surveys/surveys.service.js';
import { createTemplate, type ReportsCaller } from './form-reports.service.js';
import { blockProblems } from './report-data.js';

/**
 * POST /surveys/report-templates/create-with-ai/: a template drafted by a language model from the caller's request
 * and the form's questions. The answer must be JSON matching the template schema and naming only the form's
 * questions in fitting blocks; a wrong answer is sent back once with what was wrong, then reported (502). Nothing is
 * saved unless the whole draft is valid.
 */

const clients = new WeakMap<object, ChatClient>();

function clientFor(caller: ReportsCaller): ChatClient {
  const settings = caller.config.ai;
  if (!settings) {
    throw new HttpError(503, {
      detail:
        'Drafting with AI is not set up on this server; ask its administrator. You can still build the template yourself.',
    });
  }
  let client = clients.get(settings);
  if (!client) {
    client = createChatClient(settings);
    clients.set(settings, client);
  }
  return client;
}

const BLOCK_SHAPES = `Blocks (JSON objects, in reading order):
- {"type":"heading","text":string,"level":1|2}
- {"type":"text","text":string} (may hold placeholders ${Object.keys(REPORT_PLACEHOLDERS)
  .map((name) => `{{${name}}}`)
  .join(', ')})
- {"type":"chart","question":name,"chart_type":"bar"|"pie"|"line","title":string} (choice, number, date or text questions; pie only for choice)
- {"type":"cross_tab","row":name,"column":name,"percent":"none"|"row"|"column","title":string} (two different choice questions)
- {"type":"table","columns":[name, ... at most 8],"limit":1-200,"title":string}
- {"type":"map","question":name,"title":string} (location questions only)`;

function messagesFor(
  formName: string,
  questions: { name: string; text: string; kind: string; type: string }[],
  prompt: string,
): ChatMessage[] {
  const list = questions.map((q) => `- ${q.name} (${q.kind}, ${q.type}): ${q.text}`).join('\n');
  return [
    {
      role: 'system',
      content: `You design report templates for survey forms. Answer with one JSON object only: {"name": string, "description": string, "blocks": [...]}, at most 40 blocks, block types ${BLOCK_TYPES.join(', ')}.\n${BLOCK_SHAPES}\nUse only question names from the list you are given.`,
    },
    {
      role: 'user',
      content: `Form: ${formName}\nQuestions (name (kind, type): text):\n${list || '(none)'}\n\nThe report should: ${prompt}`,
    },
  ];
}

/** What is wrong with an answer, as field errors; null when it is a usable draft. */
function problemsOf(answer: string, check: (blocks: Parameters<typeof blockProblems>[1]) => FieldErrors) {
  let json: unknown;
  try {
    json = JSON.parse(answer.replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch {
    return { problems: { non_field_errors: ['The answer was not JSON.'] } as FieldErrors, draft: null };
  }
  const parsed = aiTemplateDraftSchema.safeParse(json);
  if (!parsed.success) return { problems: zodIssuesToFieldErrors(parsed.error.issues), draft: null };
  const problems = check(parsed.data.blocks);
  return Object.keys(problems).length ? { problems, draft: null } : { problems: null, draft: parsed.data };
}

const describe = (problems: FieldErrors) =>
  Object.entries(problems)
    .slice(0, 8)
    .map(
      ([field, messages]) =>
        `${field}: ${(Array.isArray(messages) ? messages : [JSON.stringify(messages)]).join(' ')}`,
    )
    .join('; ');

export async function createTemplateWithAi(
  caller: ReportsCaller,
  body: CreateWithAiBody,
): Promise<ReportTemplate> {
  if (!caller.auth.user) throw unauthorized();
  const { row } = await loadSurvey(caller, body.survey_id, PERMISSIONS.VIEW_FORM_RESPONSES);
  const client = clientFor(caller);
  const form = await resultsFormOf(caller.db, caller.auth.tenant.id, row);
  // A repeated group's questions too, said as such: their numbers count the group's entries.
  const questions = fieldsOf(form).map((item) => ({
    name: item.question.name,
    text: item.holders.length
      ? `${item.question.text} (in the repeated group ${item.holders.map((holder) => holder.text || holder.name).join(' › ')}, counted per entry)`
      : item.question.text,
    kind: item.kind,
    type: item.question.question_type,
  }));
  const messages = messagesFor(row.name, questions, body.prompt);
  const check = (blocks: Parameters<typeof blockProblems>[1]) => blockProblems(form, blocks);
  let last: FieldErrors = {};
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let answer: string;
    try {
      answer = await client.complete(messages, { json: true });
    } catch (error) {
      if (error instanceof AiError)
        throw new HttpError(502, {
          detail: `${error.message} Try again later, or build the template yourself.`,
        });
      throw error;
    }
    const { problems, draft } = problemsOf(answer, check);
    if (draft)
      return createTemplate(caller, {
        survey_id: body.survey_id,
        name: draft.name,
        description: draft.description,
        blocks: draft.blocks,
      });
    last = problems!;
    messages.push(
      { role: 'assistant', content: answer.slice(0, 20_000) },
      {
        role: 'user',
        content: `That template is not valid: ${describe(last)}. Answer again with the corrected JSON object only.`,
      },
    );
  }
  throw new HttpError(502, {
    detail: `The language model's draft was not a valid template twice, so nothing was saved (${describe(last).slice(0, 400)}). Try rewording the request, or build the template yourself.`,
  });
}
