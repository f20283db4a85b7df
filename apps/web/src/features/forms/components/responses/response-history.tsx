import { Stack, Text, Timeline, Title } from '@mantine/core';
import { eachQuestion, type Question, type Section } from '@oversight/shared/surveys/questions.schemas';
import type { ResponseChange } from '@oversight/shared/surveys/responses.schemas';
import { valueText } from '@oversight/shared/value-text';
import { formatDate } from '../../../../lib/format';
import { answerText } from './answer-format';

/** Who changed which answers after submission, newest first, each as "question: from -> to". */
export function ResponseHistory({
  changes,
  sections,
}: {
  changes: readonly ResponseChange[];
  sections: readonly Section[];
}) {
  if (!changes.length) return null;
  const byName = new Map<string, Question>();
  for (const { question } of eachQuestion<Question>(sections)) byName.set(question.name, question);
  const show = (name: string, value: unknown) => {
    const question = byName.get(name);
    const text = question
      ? answerText(question, value)
      : value === null || value === undefined
        ? ''
        : typeof value === 'object'
          ? JSON.stringify(value)
          : valueText(value);
    return text || '(no answer)';
  };
  const ordered = [...changes].sort((a, b) => b.changed_at.localeCompare(a.changed_at));
  return (
    <Stack gap="sm" component="section" aria-labelledby="response-history-title">
      <Title order={3} size="h5" id="response-history-title">
        Change history
      </Title>
      <Timeline bulletSize={14} lineWidth={2}>
        {ordered.map((entry, index) => (
          <Timeline.Item
            key={`${entry.changed_at}-${index}`}
            title={
              <Text size="sm" fw={600}>
                {entry.changed_by?.display_name ?? 'Someone no longer here'} ·{' '}
                {formatDate(entry.changed_at, 'minute')}
              </Text>
            }
          >
            <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {entry.changes.map((change) => (
                <Text component="li" key={change.question} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  <Text span fw={500}>
                    {byName.get(change.question)?.text || change.question}
                  </Text>
                  : {show(change.question, change.from)} → {show(change.question, change.to)}
                </Text>
              ))}
            </Stack>
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
