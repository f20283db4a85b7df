import { Paper, Stack, Text } from '@mantine/core';
import { FormFiller } from '../fill/form-filler';
import { useBuilderApi } from './builder-context';

/** The form as respondents will see it, live as it is built (answers typed here are never sent). */
export function BuilderPreview() {
  const { normalized } = useBuilderApi();
  const empty = normalized.every((section) => section.questions.length === 0);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Preview">
      <Stack gap="sm">
        <Text size="xs" c="gray.7" tt="uppercase" fw={700}>
          Preview: answers typed here are not saved
        </Text>
        {empty ? (
          <Text size="sm" c="gray.7">
            Add a question to see the form as respondents will.
          </Text>
        ) : (
          <FormFiller sections={normalized} mode="preview" />
        )}
      </Stack>
    </Paper>
  );
}
