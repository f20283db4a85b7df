import { Anchor, Badge, Box, Group, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { SurveyResponse } from '@oversight/shared/surveys/responses.schemas';
import { IconArrowsHorizontal } from '@tabler/icons-react';
import { formatDate } from '../../../../lib/format';
import { AnswerValue } from './answer-value';
import { answerOf, questionLabel, type Column } from './columns';

export interface ResponseRowsProps {
  responses: SurveyResponse[];
  columns: Column[];
  onOpen: (id: string) => void;
}

const respondentName = (response: SurveyResponse) => response.respondent?.display_name ?? 'Anonymous';
const submittedOf = (response: SurveyResponse) =>
  formatDate(response.submitted_at ?? response.created, 'minute');

/** Wide screens: a column per question, scrolled sideways (by keyboard too) when the form is wide. */
export function ResponsesTable({ responses, columns, onOpen }: ResponseRowsProps) {
  return (
    <Stack gap={4}>
      {columns.length > 3 ? (
        <Group gap={4} c="gray.7" aria-hidden>
          <IconArrowsHorizontal size={16} />
          <Text size="xs">Scroll sideways to see every question.</Text>
        </Group>
      ) : null}
      <Box
        tabIndex={0}
        role="region"
        aria-label="Responses table (scrolls sideways)"
        style={{ overflowX: 'auto', borderRadius: 8 }}
        bd="1px solid var(--mantine-color-gray-3)"
      >
        <Table striped highlightOnHover verticalSpacing="xs" miw={360 + columns.length * 180}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" miw={170}>
                Submitted
              </Table.Th>
              <Table.Th scope="col" miw={150}>
                Respondent
              </Table.Th>
              {columns.map((question) => (
                <Table.Th
                  scope="col"
                  key={question.id}
                  miw={160}
                  maw={280}
                  c={question.removed ? 'gray.7' : undefined}
                >
                  <Text size="sm" fw={600} lineClamp={2} title={question.text}>
                    {questionLabel(question)}
                  </Text>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {responses.map((response) => (
              <Table.Tr key={response.id} onClick={() => onOpen(response.id)} style={{ cursor: 'pointer' }}>
                <Table.Th scope="row" fw={400}>
                  <Anchor
                    component="button"
                    type="button"
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(response.id);
                    }}
                    aria-label={`Open the response of ${respondentName(response)}, ${submittedOf(response)}`}
                    size="sm"
                    underline="always"
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {submittedOf(response)}
                  </Anchor>
                  {response.edited ? (
                    <Badge ml={6} size="xs" variant="light" color="gray">
                      Edited
                    </Badge>
                  ) : null}
                </Table.Th>
                <Table.Td>
                  <Text size="sm">{respondentName(response)}</Text>
                </Table.Td>
                {columns.map((question) => (
                  <Table.Td key={question.id} maw={280}>
                    <AnswerValue
                      question={question}
                      value={answerOf(question, response.answers)}
                      files={response.files}
                      repeated={Boolean(question.in_repeat)}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Stack>
  );
}

/** Phones: one card per response with its first answers; the card opens the whole response. */
export function ResponseCards({ responses, columns, onOpen }: ResponseRowsProps) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Responses">
      {responses.map((response) => (
        <Paper component="li" key={response.id} withBorder radius="md" p="sm">
          <UnstyledButton
            onClick={() => onOpen(response.id)}
            w="100%"
            aria-label={`Open the response of ${respondentName(response)}, ${submittedOf(response)}`}
          >
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={600} size="sm">
                {respondentName(response)}
              </Text>
              <Text size="xs" c="gray.7">
                {submittedOf(response)}
              </Text>
            </Group>
          </UnstyledButton>
          <Stack gap={4} mt={6}>
            {columns.slice(0, 4).map((question) => (
              <div key={question.id}>
                <Text size="xs" c="gray.7" lineClamp={1}>
                  {questionLabel(question)}
                </Text>
                <AnswerValue
                  question={question}
                  value={answerOf(question, response.answers)}
                  files={response.files}
                  repeated={Boolean(question.in_repeat)}
                />
              </div>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
