import { Paper, Stack, Text, Title } from '@mantine/core';
import type { Question, Section } from '@oversight/shared/surveys/questions.schemas';
import type { Answers, ResponseFile } from '@oversight/shared/surveys/responses.schemas';
import { valueText } from '@oversight/shared/value-text';
import { AnswerValue } from './answer-value';

type Props = { answers: Answers; files: readonly ResponseFile[] };

function QuestionAnswers({
  questions,
  answers,
  files,
  level,
}: Props & { questions: readonly Question[]; level: number }) {
  return (
    <Stack gap="sm">
      {questions.map((question) => {
        if (question.question_type === 'note') return null;
        if (question.question_type === 'group') {
          return (
            <Stack
              key={question.id}
              gap="xs"
              pl="sm"
              style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}
            >
              <Text fw={600} size="sm">
                {question.text || question.name}
              </Text>
              <QuestionAnswers
                questions={question.questions ?? []}
                answers={answers}
                files={files}
                level={level + 1}
              />
            </Stack>
          );
        }
        if (question.question_type === 'repeat') {
          const items = Array.isArray(answers[question.name]) ? (answers[question.name] as Answers[]) : [];
          return (
            <Stack key={question.id} gap="xs">
              <Text fw={600} size="sm">
                {question.text || question.name} (
                {items.length ? `${items.length} answered` : 'none answered'})
              </Text>
              {items.map((item, index) => (
                <Paper
                  key={index}
                  withBorder
                  p="xs"
                  radius="sm"
                  component="section"
                  aria-label={`${question.text || question.name} ${index + 1}`}
                >
                  <Text size="xs" c="gray.7" mb={4}>
                    {index + 1}
                  </Text>
                  <QuestionAnswers
                    questions={question.questions ?? []}
                    answers={item}
                    files={files}
                    level={level + 1}
                  />
                </Paper>
              ))}
            </Stack>
          );
        }
        return (
          <div key={question.id}>
            <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              {question.text || question.name}
            </Text>
            <AnswerValue question={question} value={answers[question.name]} files={files} size="large" />
            {answers[`${question.name}_other`] ? (
              <Text size="sm">Other: {valueText(answers[`${question.name}_other`])}</Text>
            ) : null}
          </div>
        );
      })}
    </Stack>
  );
}

/** Every answer of a response, by section, with the question texts of the form version it was given to. */
export function ResponseAnswers({ sections, answers, files }: Props & { sections: readonly Section[] }) {
  return (
    <Stack gap="lg">
      {sections.map((section, index) => (
        <Stack
          key={section.id}
          gap="sm"
          component="section"
          aria-label={section.name || `Section ${index + 1}`}
        >
          {sections.length > 1 || section.name ? (
            <Title order={3} size="h5">
              {section.name || `Section ${index + 1}`}
            </Title>
          ) : null}
          <QuestionAnswers questions={section.questions} answers={answers} files={files} level={0} />
        </Stack>
      ))}
    </Stack>
  );
}
